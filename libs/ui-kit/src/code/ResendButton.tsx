import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_KIT_NAMESPACE } from '../strings';
import { useResendCountdown } from './use-resend-countdown';

export type ResendButtonProps = {
  seconds: number;
  restartKey: unknown;
  disabled?: boolean;
  onResend(): void | Promise<void>;
  /** the countdown restarted after this button was pressed: its focus must go somewhere useful */
  onRestarted(): void;
};

/**
 * Resend, disabled while a visible countdown runs. The countdown text is not a live region: a
 * screen reader would otherwise read it every second. While a resend is on its way the button only
 * turns aria-disabled, so it keeps the focus of a keyboard or D-pad user.
 */
export function ResendButton({
  seconds,
  restartKey,
  disabled,
  onResend,
  onRestarted,
}: ResendButtonProps) {
  const { t } = useTranslation(UI_KIT_NAMESPACE);
  const remaining = useResendCountdown(seconds, restartKey);
  const [pending, setPending] = useState(false);
  const pressed = useRef(false);
  const running = remaining > 0;

  useEffect(() => {
    // A disabled button loses focus; hand it to the code, where the user goes next.
    if (running && pressed.current) {
      pressed.current = false;
      onRestarted();
    }
  }, [running, onRestarted]);

  const resend = () => {
    if (running || pending || disabled) return;
    pressed.current = true;
    setPending(true);
    let sent: void | Promise<void>;
    try {
      sent = onResend();
    } catch (error) {
      setPending(false);
      throw error;
    }
    // A failed resend is the caller's to report (onResend shows its own error); here it only
    // gives the button back.
    void Promise.resolve(sent)
      .catch(() => undefined)
      .finally(() => setPending(false));
  };

  return (
    <button
      type="button"
      className="sk-code__resend"
      disabled={running || disabled}
      aria-disabled={pending || undefined}
      onClick={resend}
    >
      {running ? t('resendIn', { seconds: remaining }) : t('resendCode')}
    </button>
  );
}
