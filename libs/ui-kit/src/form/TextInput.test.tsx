import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseDigit, templateFormatter, templateParser } from 'input-format';
import { useState } from 'react';
import { TextInput } from './TextInput';
import { withCaretHandling, type FormattedTyping, type TypingRules } from './typing';

// A US-style template stands in for the storefront's rules (services' phoneTypingRules).
const TEMPLATE = '(xxx) xxx-xxxx';
const usTyping: TypingRules = {
  parse: (character, value) => templateParser(TEMPLATE, parseDigit)(character, value) || undefined,
  format: templateFormatter(TEMPLATE),
};

function PhoneField({
  kept,
  typing,
  prefilled = '',
}: {
  kept: (value: string) => void;
  typing?: FormattedTyping;
  prefilled?: string;
}) {
  const [value, setValue] = useState(prefilled);
  return (
    <TextInput
      field={{ id: 'phone', label: 'Phone Number', fieldType: 'input', inputType: 'tel' }}
      value={value}
      typing={typing}
      onChange={(_id, next) => {
        setValue(String(next));
        kept(String(next));
      }}
    />
  );
}

async function renderPhoneField() {
  const kept = jest.fn<void, [string]>();
  render(<PhoneField kept={kept} typing={await withCaretHandling(usTyping)} />);
  const input = screen.getByLabelText('Phone Number') as HTMLInputElement;
  return { input, kept };
}

describe('TextInput with typing rules', () => {
  it('shows digits formatted as they are typed and keeps only the digits', async () => {
    const { input, kept } = await renderPhoneField();
    await userEvent.type(input, '2015550123');
    expect(input).toHaveValue('(201) 555-0123');
    expect(kept).toHaveBeenLastCalledWith('2015550123');
  });

  it('keeps the caret after a digit typed in the middle', async () => {
    const { input } = await renderPhoneField();
    await userEvent.type(input, '201555');
    input.setSelectionRange(3, 3); // after "(20"
    await userEvent.keyboard('9');
    expect(input).toHaveValue('(209) 155-5');
    expect(input.selectionStart).toBe(6); // before the "1" that followed the caret
  });

  it('erases the digit before a bracket when Backspace meets the bracket', async () => {
    const { input, kept } = await renderPhoneField();
    await userEvent.type(input, '2015');
    input.setSelectionRange(5, 5); // "(201)|"
    await userEvent.keyboard('{Backspace}');
    expect(kept).toHaveBeenLastCalledWith('205');
    expect(input).toHaveValue('(205');
  });

  it('reads a pasted formatted number through the same rules', async () => {
    const { input, kept } = await renderPhoneField();
    input.focus();
    await userEvent.paste('(555) 123-4567');
    expect(input).toHaveValue('(555) 123-4567');
    expect(kept).toHaveBeenLastCalledWith('5551234567');
  });

  /** The host's number prefilled before the rules' chunk came in; `select` is what the person did. */
  async function rulesArriveAfter(select: (input: HTMLInputElement) => void) {
    const kept = jest.fn<void, [string]>();
    const { rerender } = render(<PhoneField kept={kept} prefilled="2015550123" />);
    const input = screen.getByLabelText('Phone Number') as HTMLInputElement;
    input.focus();
    select(input);
    const typing = await withCaretHandling(usTyping);
    rerender(<PhoneField kept={kept} prefilled="2015550123" typing={typing} />);
    return { input, kept };
  }

  it('keeps a box selected whole when its rules arrive, so what is typed next replaces it', async () => {
    // Shown formatted, the box put the caret at its end: the digit went after the old number.
    const { input, kept } = await rulesArriveAfter((box) => box.select());
    expect(input).toHaveValue('(201) 555-0123');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
    await userEvent.keyboard('5');
    expect(kept).toHaveBeenLastCalledWith('5');
    expect(input).toHaveValue('(5');
  });

  it('leaves the caret where the browser puts it when nothing was selected', async () => {
    const { input } = await rulesArriveAfter((box) => box.setSelectionRange(10, 10));
    expect(input.selectionStart).toBe(input.selectionEnd);
  });
});
