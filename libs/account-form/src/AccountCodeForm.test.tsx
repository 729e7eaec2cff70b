import { act, render, screen } from '@testing-library/react';
import { AccountCodeForm, type AccountCodeFormProps } from './AccountCodeForm';

function renderForm(props: Partial<AccountCodeFormProps> = {}) {
  const verify = jest.fn(async () => false);
  const view = render(
    <AccountCodeForm
      codeError={undefined}
      busy={false}
      verify={verify}
      resend={jest.fn()}
      sentCount={1}
      {...props}
    />,
  );
  return { verify, ...view };
}

const digits = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('AccountCodeForm', () => {
  it('fills the boxes with a code the host read from an SMS and sends it at once', async () => {
    const { verify, rerender } = renderForm();
    await act(async () => {
      rerender(
        <AccountCodeForm
          codeError={undefined}
          busy={false}
          verify={verify}
          resend={jest.fn()}
          sentCount={1}
          codeFromHost={{ code: '482913', key: 1 }}
        />,
      );
    });
    expect(verify).toHaveBeenCalledWith('482913');
    expect(
      digits()
        .map((box) => box.value)
        .join(''),
    ).toBe('482913');
  });

  it('clears a code the service refused, so the next one is typed fresh', async () => {
    const verify = jest.fn(async () => true);
    renderForm({ verify, codeFromHost: { code: '111111', key: 1 } });
    await act(async () => undefined);
    expect(verify).toHaveBeenCalledWith('111111');
    expect(
      digits()
        .map((box) => box.value)
        .join(''),
    ).toBe('');
  });

  it('keeps the digits read-only once no more tries are left', () => {
    renderForm({ locked: true });
    expect(digits().every((box) => box.disabled || box.readOnly)).toBe(true);
  });
});
