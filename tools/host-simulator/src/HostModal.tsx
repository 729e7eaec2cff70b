import { AppDialog } from './AppDialog';
import { CaptchaDialog } from './CaptchaDialog';
import type { CaptchaOutcome, DialogRequest } from './host-handlers';
import type { Logger } from './log';
import { type SignInResult, SignInDialog } from './SignInDialog';

/** The host dialog a request is waiting on (one at a time), and how to answer the request. */
export type OpenModal =
  | { kind: 'signIn'; reason: string | undefined; resolve(signedIn: boolean): void }
  | { kind: 'dialog'; request: DialogRequest; resolve(buttonId: string | null): void }
  | { kind: 'captcha'; resolve(outcome: CaptchaOutcome): void };

type HostModalProps = {
  modal: OpenModal | null;
  emulatorUrl: string;
  fetchImpl: typeof fetch;
  log: Logger;
  onSignedIn(result: SignInResult): void;
  onCancel(): void;
  /** the request was answered: the dialog goes */
  onFinished(): void;
};

/** Draws the open host dialog: Sign In, the app's dialog, or the Security check. */
export function HostModal({ modal, onFinished, ...props }: HostModalProps) {
  switch (modal?.kind) {
    case 'signIn':
      return (
        <SignInDialog
          emulatorUrl={props.emulatorUrl}
          reason={modal.reason}
          fetchImpl={props.fetchImpl}
          log={props.log}
          onSignedIn={props.onSignedIn}
          onCancel={props.onCancel}
        />
      );
    case 'dialog':
      return (
        <AppDialog
          request={modal.request}
          onAnswer={(buttonId) => {
            modal.resolve(buttonId);
            onFinished();
          }}
        />
      );
    case 'captcha':
      return (
        <CaptchaDialog
          onAnswer={(outcome) => {
            modal.resolve(outcome);
            onFinished();
          }}
        />
      );
    default:
      return null;
  }
}
