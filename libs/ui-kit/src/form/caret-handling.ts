import { onChange, onKeyDown } from 'input-format';
import type { FormattedTyping, TypingRules } from './typing';

const ERASING_KEY_CODES: Record<string, number> = {
  deleteContentBackward: 8,
  deleteContentForward: 46,
};

/** The rules with input-format's caret handling (./typing.ts loads this file on demand). */
export function withCaretHandling(rules: TypingRules): FormattedTyping {
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
