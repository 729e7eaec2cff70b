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

type Keep = (kept: string | undefined) => void;

/** Typing rules with the caret handling that applies them to a text box. */
export type FormattedTyping = TypingRules & {
  /** a change typed or pasted: the kept characters, shown formatted, the caret after the last typed */
  change: (event: ChangeEvent<HTMLInputElement>, input: HTMLInputElement, keep: Keep) => void;
  /** Backspace or Delete (`beforeinput`): erases a kept character, past brackets and spaces */
  erase: (event: InputEvent, input: HTMLInputElement, keep: Keep) => void;
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
