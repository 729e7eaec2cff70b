import { applyDocumentLanguage, normaliseLanguage } from '@sheet/i18n';

export type GalleryParams = {
  theme: 'light' | 'dark';
  device: 'phone' | 'tv';
  language: string;
  /** show only this section (an element's name, or `form`) */
  section: string | undefined;
};

/** ?theme=light|dark&device=tv&lang=en-us|ar&section=form */
export function readGalleryParams(url: URL): GalleryParams {
  const query = url.searchParams;
  let language = 'en-us';
  try {
    language = normaliseLanguage(query.get('lang') ?? language);
  } catch {
    // an empty lang= keeps the default
  }
  return {
    theme: query.get('theme') === 'dark' ? 'dark' : 'light',
    device: query.get('device') === 'tv' ? 'tv' : 'phone',
    language,
    section: query.get('section') || undefined,
  };
}

/** What the shell does for a launch: theme and device as data attributes, lang and dir. */
export function applyGalleryParams(params: GalleryParams, root = document.documentElement): void {
  root.dataset.theme = params.theme;
  root.dataset.device = params.device;
  applyDocumentLanguage(params.language, root);
}

/** The gallery's URL with some parameters changed (for its settings links). */
export function galleryUrl(url: URL, changes: Record<string, string | undefined>): string {
  const next = new URL(url);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) next.searchParams.delete(name);
    else next.searchParams.set(name, value);
  }
  return `${next.pathname}${next.search}${next.hash}`;
}
