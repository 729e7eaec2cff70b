import { memo, useEffect, useRef, type ChangeEvent } from 'react';
import { FieldChrome } from './Field';
import { chromeOfField } from './field-entity';
import type { FieldProps } from './field-props';
import type { FormattedTyping } from './typing';

type TextInputProps = FieldProps & { typing?: FormattedTyping };

/**
 * A text field. With typing rules (`withCaretHandling`), the caret stays after the character
 * typed (past any formatting), Backspace over a bracket or space erases the digit before it, and
 * a pasted "(555) 123-4567" or "+44 7700 900123" is read through the same rules. Memoised: a form
 * draws again only the field whose props changed (a key typed elsewhere leaves it alone).
 */
export const TextInput = memo(function TextInput({
  field,
  value,
  onChange,
  disabled,
  typing,
}: TextInputProps) {
  const chrome = chromeOfField(field);
  const input = useRef<HTMLInputElement>(null);
  const text = typeof value === 'string' ? value : '';
  const keep = useRef((kept: string | undefined) => onChange(field.id, kept ?? ''));
  keep.current = (kept) => onChange(field.id, kept ?? '');
  useEffect(() => {
    const element = input.current;
    if (!element || !typing) return;
    const erase = (event: InputEvent) => typing.erase(event, element, (kept) => keep.current(kept));
    element.addEventListener('beforeinput', erase);
    return () => element.removeEventListener('beforeinput', erase);
  }, [typing]);
  const change = (event: ChangeEvent<HTMLInputElement>) =>
    typing && input.current
      ? typing.change(event, input.current, keep.current)
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
});
