import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { registerNamespace, startI18n } from '@sheet/i18n';
import enUs from '../locales/en-us.json';
import { UI_KIT_NAMESPACE } from '../strings';
import { CodeVerificationForm, type CodeVerificationFormProps } from './CodeVerificationForm';

type HarnessProps = Partial<CodeVerificationFormProps> & { initial?: string };

function Harness({ initial = '', ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <CodeVerificationForm
      label="Verification code"
      value={value}
      onChange={setValue}
      onResend={() => undefined}
      resendAfterSeconds={30}
      {...props}
    />
  );
}

const digits = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const code = () =>
  digits()
    .map((box) => box.value)
    .join('');
const box = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 6` });

beforeAll(async () => {
  registerNamespace(UI_KIT_NAMESPACE, async () => enUs);
  await startI18n('en-us', [UI_KIT_NAMESPACE]);
});

afterEach(() => jest.useRealTimers());

describe('CodeVerificationForm', () => {
  it('labels the group and each digit, and asks for a numeric one-time code', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(digits()).toHaveLength(6);
    for (let position = 1; position <= 6; position += 1) expect(box(position)).toBeInTheDocument();
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
    for (const input of digits()) {
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('pattern', '[0-9]*');
    }
  });

  it('moves to the next box as digits are typed, and ignores anything else', async () => {
    render(<Harness />);
    await userEvent.type(box(1), '1a2-b3');
    expect(code()).toBe('123');
    expect(box(4)).toHaveFocus();
  });

  it('after a refused code (the owner clears it), the focus goes back to the first box', async () => {
    function Refusing() {
      const [value, setValue] = useState('');
      return (
        <CodeVerificationForm
          label="Verification code"
          value={value}
          onChange={setValue}
          onComplete={() => setValue('')}
          onResend={() => undefined}
          resendAfterSeconds={30}
          error="That code isn’t right."
        />
      );
    }
    render(<Refusing />);
    await userEvent.type(box(1), '123456');
    expect(code()).toBe('');
    expect(box(1)).toHaveFocus();
    expect(box(1)).toHaveAccessibleDescription(expect.stringContaining('That code isn’t right.'));
  });

  it('fills every digit from a pasted code, in any box', async () => {
    const onComplete = jest.fn();
    render(<Harness initial="9" onComplete={onComplete} />);
    await userEvent.click(box(2));
    await userEvent.paste('12-34 56');
    expect(code()).toBe('123456');
    expect(box(6)).toHaveFocus();
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('takes a whole code autofilled into the first box', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(code()).toBe('654321');
  });

  it('goes back on Backspace in an empty box and clears the previous one', async () => {
    render(<Harness initial="123" />);
    await userEvent.click(box(4));
    await userEvent.keyboard('{Backspace}');
    expect(code()).toBe('12');
    expect(box(3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(code()).toBe('1');
    expect(box(2)).toHaveFocus();
  });

  it('sends the focus of a later empty box back to the first empty one', async () => {
    render(<Harness initial="12" />);
    await userEvent.click(box(5));
    expect(box(3)).toHaveFocus();
    expect(box(3)).toHaveAttribute('tabindex', '0');
    expect(box(1)).toHaveAttribute('tabindex', '-1');
  });

  it('moves with the arrows in visual left-to-right order, even on an RTL page', async () => {
    render(
      <div dir="rtl">
        <Harness initial="123" />
      </div>,
    );
    expect(screen.getByRole('group')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(box(4));
    await userEvent.keyboard('{ArrowLeft}');
    expect(box(3)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(box(2)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(box(4)).toHaveFocus();
    // at the ends the key is not taken, so a TV's D-pad navigation can leave the code
    expect(fireEvent.keyDown(box(4), { key: 'ArrowRight' })).toBe(true);
    expect(fireEvent.keyDown(box(1), { key: 'ArrowLeft' })).toBe(true);
    expect(fireEvent.keyDown(box(2), { key: 'ArrowLeft' })).toBe(false);
  });

  it('ties the error and the attempts message to every digit', () => {
    render(<Harness error="Wrong code" attemptsMessage="2 attempts left" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Wrong code');
    for (const input of digits()) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription('Wrong code 2 attempts left');
    }
    expect(screen.getByText('2 attempts left').tagName).toBe('P');
  });

  it('is valid and undescribed without an error', () => {
    render(<Harness />);
    expect(box(1)).not.toHaveAttribute('aria-invalid');
    expect(box(1)).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('calls onComplete once when the last digit is filled', async () => {
    const onComplete = jest.fn();
    const { rerender } = render(<Harness onComplete={onComplete} />);
    await userEvent.type(box(1), '123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    rerender(<Harness onComplete={onComplete} />);
    await userEvent.click(box(6));
    await userEvent.paste('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('counts down every second before resend is allowed', async () => {
    jest.useFakeTimers();
    const onResend = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<Harness onResend={onResend} resendAfterSeconds={30} />);
    const button = screen.getByRole('button');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Resend code in 30 s');
    act(() => jest.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('Resend code in 29 s');
    act(() => jest.advanceTimersByTime(29_000));
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Resend Code');
    await user.click(button);
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('restarts the countdown when resendKey changes and gives the focus to the code', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { rerender } = render(<Harness resendAfterSeconds={5} resendKey={1} />);
    act(() => jest.advanceTimersByTime(5000));
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    rerender(<Harness resendAfterSeconds={5} resendKey={2} />);
    const button = screen.getByRole('button');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Resend code in 5 s');
    expect(box(1)).toHaveFocus();
    act(() => jest.advanceTimersByTime(5000));
    expect(button).toBeEnabled();
  });

  it('locks the digits and resend while busy', () => {
    render(<Harness initial="12" busy resendAfterSeconds={0} />);
    fireEvent.change(box(3), { target: { value: '3' } });
    expect(code()).toBe('12');
    expect(screen.getByRole('group')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button')).toBeDisabled();
  });
});
