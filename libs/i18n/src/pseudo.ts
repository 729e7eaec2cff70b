// The pseudo-language is a QA aid: this module and its library load only when the flag asks.
import { pseudoLocalizeString } from 'pseudo-localization';
import type { Messages } from './messages';

type Localize = (text: string) => string;

const PLACEHOLDER = /(@@[^@]+@@)/;

/**
 * One string in the pseudo-language: accented and about a third longer, between brackets, so
 * text that is clipped or does not fit shows at a glance; `@@name@@` placeholders stay intact.
 */
export function pseudoText(text: string, localize: Localize): string {
  const parts = text.split(PLACEHOLDER);
  return `[${parts.map((part, index) => (index % 2 === 1 ? part : localize(part))).join('')}]`;
}

function pseudoMessages(messages: Messages, localize: Localize): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoText(value, localize) : pseudoMessages(value, localize),
    ]),
  );
}

/** A namespace's strings in the pseudo-language. */
export function toPseudoLanguage(messages: Messages): Messages {
  return pseudoMessages(messages, (text) => pseudoLocalizeString(text));
}
