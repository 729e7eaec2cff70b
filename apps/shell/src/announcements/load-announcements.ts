import type { Messages } from '@sheet/i18n';

/**
 * A language's announcements. Every language's file is in this one chunk, loaded when the sheet
 * first announces: a chunk per language would put sixteen more names in the start-up code's
 * chunk map, which costs more on the first screen than these words do.
 */
export const loadAnnouncements = (language: string) =>
  import(/* webpackMode: "eager" */ `./locales/${language}.json`) as Promise<{
    default: Messages;
  }>;
