import type { ChangeEvent } from 'react';
import { loadOnce } from '@sheet/load-once';

/**
 * How a field formats as the person types (a phone number): which typed characters it keeps and
 * how the kept ones show. The value stays the kept characters; the field shows them formatted.
 */
export type TypingRules = {
  parse: (character: string, valueSoFar: string) => string | undefined;
  format: (value?: string) => { text: string; template: string };
};

export type Keep = (kept: string | undefined) => void;
/** A field's latest `keep`: the field hands it over once, and draws again with a new one. */
type KeepRef = { readonly current: Keep };

/** Typing rules with the caret handling that applies them to a text box. */
export type FormattedTyping = TypingRules & {
  /**
   * A change typed or pasted: the kept characters (to the field's latest `keep`), shown
   * formatted, the caret after the last typed.
   */
  change: (event: ChangeEvent<HTMLInputElement>, input: HTMLInputElement, keep: KeepRef) => void;
  /**
   * Read as the box is first drawn with these rules, before its text is set formatted (which
   * loses a selection): whether the person has selected all it holds, to type over it.
   */
  holdsWholeSelection: (input: HTMLInputElement | null) => boolean;
  /**
   * Takes over the box drawn with these rules: selects all it holds again when `selectWhole`
   * (above), and erases a kept character with Backspace or Delete, past brackets and spaces,
   * through the field's latest `keep`. Returns what gives the box back.
   */
  attach: (input: HTMLInputElement, keep: KeepRef, selectWhole: boolean | undefined) => () => void;
};

// input-format (the caret arithmetic) is needed only once a field formats as typed, never on a
// flow's first screen: a chunk of its own, like the phone-number library it works with.
const caretHandling = loadOnce(
  () => import(/* webpackChunkName: "ui-kit-typing" */ './caret-handling'),
);

/** The rules, with input-format's caret handling loaded; rejects when it cannot load. */
export async function withCaretHandling(rules: TypingRules): Promise<FormattedTyping> {
  return (await caretHandling.get()).withCaretHandling(rules);
}
