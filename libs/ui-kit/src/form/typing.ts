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
  () => import(/* webpackChunkName: "ui-kit-typing" */ 'input-format'),
);

const ERASING_KEY_CODES: Record<string, number> = {
  deleteContentBackward: 8,
  deleteContentForward: 46,
};

/** The rules, with input-format's caret handling loaded; rejects when it cannot load. */
export async function withCaretHandling(rules: TypingRules): Promise<FormattedTyping> {
  const { onChange, onKeyDown } = await caretHandling.get();
  return {
    ...rules,
    change: (event, input, keep) => onChange(event, input, rules.parse, rules.format, keep),
    erase: (event, input, keep) => {
      const keyCode = ERASING_KEY_CODES[event.inputType];
      if (!keyCode) return;
      // input-format reads the erasing key from keydown's key code; Android's keyboards send
      // keydown without one (229), so beforeinput says it in words and is passed on as that key.
      const asKey = { keyCode, preventDefault: () => event.preventDefault() };
      onKeyDown(
        asKey as unknown as Parameters<typeof onKeyDown>[0],
        input,
        rules.parse,
        rules.format,
        keep,
      );
    },
  };
}
