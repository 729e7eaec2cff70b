import { onChange, onKeyDown } from 'input-format';
import type { FormattedTyping, Keep, TypingRules } from './typing';

const ERASING_KEY_CODES: Record<string, number> = {
  deleteContentBackward: 8,
  deleteContentForward: 46,
};

/**
 * Backspace or Delete (`beforeinput`): erases a kept character, past brackets and spaces.
 * input-format reads the erasing key from keydown's key code; Android's keyboards send keydown
 * without one (229), so beforeinput says it in words and is passed on as that key.
 */
function erase(event: InputEvent, input: HTMLInputElement, rules: TypingRules, keep: Keep): void {
  const keyCode = ERASING_KEY_CODES[event.inputType];
  if (!keyCode) return;
  const asKey = { keyCode, preventDefault: () => event.preventDefault() };
  onKeyDown(
    asKey as unknown as Parameters<typeof onKeyDown>[0],
    input,
    rules.parse,
    rules.format,
    keep,
  );
}

/** The rules with input-format's caret handling (./typing.ts loads this file on demand). */
export function withCaretHandling(rules: TypingRules): FormattedTyping {
  return {
    ...rules,
    change: (event, input, keep) => onChange(event, input, rules.parse, rules.format, keep.current),
    holdsWholeSelection: (input) =>
      input !== null &&
      input === input.ownerDocument.activeElement &&
      input.selectionStart === 0 &&
      input.selectionEnd === input.value.length,
    attach: (input, keep, selectWhole) => {
      // The rules arrived (a chunk of their own) after the person selected a prefilled number to
      // type over it: what they type next replaces it rather than going after it.
      if (selectWhole) input.select();
      const onBeforeInput = (event: InputEvent) => erase(event, input, rules, keep.current);
      input.addEventListener('beforeinput', onBeforeInput);
      return () => input.removeEventListener('beforeinput', onBeforeInput);
    },
  };
}
