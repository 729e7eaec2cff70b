import type { CaptchaOutcome } from './host-handlers';
import { Modal } from './Modal';

/**
 * The Security check for getCaptchaData: it stands in for the host's own challenge (a captcha),
 * which the person passes, fails or dismisses (Cancel or Escape).
 */
export function CaptchaDialog(props: { onAnswer(outcome: CaptchaOutcome): void }) {
  const { onAnswer } = props;
  return (
    <Modal
      labelledBy="captcha-title"
      describedBy="captcha-message"
      onCancel={() => onAnswer('cancelled')}
    >
      <h2 id="captcha-title">Security check</h2>
      <p id="captcha-message">The app would show its own challenge here.</p>
      <div className="modal__buttons">
        <button type="button" data-autofocus="" onClick={() => onAnswer('passed')}>
          Pass
        </button>
        <button type="button" onClick={() => onAnswer('failed')}>
          Fail
        </button>
        <button type="button" onClick={() => onAnswer('cancelled')}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
