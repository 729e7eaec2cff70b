import { memo, useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { FieldChrome } from './Field';
import { chromeOfField } from './field-entity';
import type { FieldProps } from './field-props';
import type { FormattedTyping } from './typing';

type TextInputProps = FieldProps & { typing?: FormattedTyping };

/**
 * A text field. With typing rules (`withCaretHandling`), the caret stays after the character
 * typed (past any formatting), Backspace over a bracket or space erases the digit before it, and
 * a pasted "(555) 123-4567" or "+44 7700 900123" is read through the same rules; a text the
 * person had selected whole when the rules arrived stays selected. Memoised: a form
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
  // Read as the box is drawn, before a text set formatted loses the person's selection.
  const reselect = typing?.holdsWholeSelection(input.current);
  useLayoutEffect(() => {
    const element = input.current;
    return element && typing ? typing.attach(element, keep, reselect) : undefined;
  }, [typing, reselect]);
  const change = (event: ChangeEvent<HTMLInputElement>) =>
    typing && input.current
      ? typing.change(event, input.current, keep)
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
