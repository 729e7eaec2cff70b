import { onChange as typeFormatted, onKeyDown as eraseFormatted } from 'input-format';
import { useEffect, useRef, type ChangeEvent, type KeyboardEvent, type RefObject } from 'react';
import { FieldChrome } from './Field';
import { chromeOfField } from './field-entity';
import type { FieldProps } from './field-props';

/**
 * How a field formats as the person types (a phone number): which typed characters it keeps and
 * how the kept ones show. The value stays the kept characters; the field shows them formatted.
 */
export type TypingRules = {
  parse: (character: string, valueSoFar: string) => string | undefined;
  format: (value?: string) => { text: string; template: string };
};

type TextInputProps = FieldProps & { typing?: TypingRules };

/**
 * A text field. With typing rules, input-format keeps the caret after the character typed (past
 * any formatting), makes Backspace over a bracket or space erase the digit before it, and reads a
 * pasted "(555) 123-4567" or "+44 7700 900123" through the same rules.
 */
export function TextInput({ field, value, onChange, disabled, typing }: TextInputProps) {
  const chrome = chromeOfField(field);
  const input = useRef<HTMLInputElement>(null);
  const text = typeof value === 'string' ? value : '';
  const keep = useRef((kept: string | undefined) => onChange(field.id, kept ?? ''));
  keep.current = (kept) => onChange(field.id, kept ?? '');
  useErasingThroughFormatting(input, typing, keep);
  const change = (event: ChangeEvent<HTMLInputElement>) =>
    typing && input.current
      ? typeFormatted(event, input.current, typing.parse, typing.format, keep.current)
      : keep.current(event.target.value);
  return (
    <FieldChrome {...chrome}>
      {(described) => (
        <input
          ref={input}
          id={chrome.controlId}
          name={field.id}
          className="sk-input"
          type={field.inputType ?? 'text'}
          value={typing ? typing.format(text).text : text}
          placeholder={field.placeholder}
          autoComplete={field.autocomplete}
          required={field.required}
          disabled={disabled}
          onChange={change}
          {...described}
        />
      )}
    </FieldChrome>
  );
}

const ERASING: Record<string, number> = { deleteContentBackward: 8, deleteContentForward: 46 };

/**
 * Backspace or Delete next to a bracket or space erases the digit beyond it. It is read from
 * `beforeinput`, not `keydown`: Android's keyboards send keydown without a key code (229).
 */
function useErasingThroughFormatting(
  input: RefObject<HTMLInputElement | null>,
  typing: TypingRules | undefined,
  keep: RefObject<(kept: string | undefined) => void>,
) {
  useEffect(() => {
    const element = input.current;
    if (!element || !typing) return;
    const erase = (event: InputEvent) => {
      const keyCode = ERASING[event.inputType];
      if (!keyCode) return;
      // input-format reads the erasing key from keydown's key code; beforeinput says it in words.
      const asKey = { keyCode, preventDefault: () => event.preventDefault() };
      eraseFormatted(
        asKey as unknown as KeyboardEvent<HTMLInputElement>,
        element,
        typing.parse,
        typing.format,
        (kept) => keep.current(kept),
      );
    };
    element.addEventListener('beforeinput', erase);
    return () => element.removeEventListener('beforeinput', erase);
  }, [input, typing, keep]);
}
