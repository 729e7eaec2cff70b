import { keepAccountForm, type KeptAccountForm } from '@sheet/account-form';
import type { CheckpointPart } from '@sheet/sheet-runtime';
import type { useCreateAccountStore } from './create-account-store';

/** What a checkpoint keeps of this flow: the form, and where the codes went (never a code or token). */
type KeptCreateAccount = {
  form: KeptAccountForm;
  email?: string;
  phone?: { number: string; display?: string };
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const fields = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The create-account flow's part of the sheet's checkpoint. Put back, the code screens know where
 * the codes went but hold no session: the person asks for a new code (and types the password
 * again) to finish.
 */
export function createAccountCheckpoint(
  store: typeof useCreateAccountStore,
): CheckpointPart<unknown> {
  return {
    take() {
      const state = store.getState();
      const form = keepAccountForm(state);
      if (!form || state.created) return undefined;
      const { email, phone } = state;
      return {
        form,
        email: email.email,
        phone: phone.number ? { number: phone.number, display: phone.display } : undefined,
      } satisfies KeptCreateAccount;
    },
    restore(value) {
      const kept = fields(value);
      const phone = fields(kept.phone);
      const number = text(phone.number);
      // At once, so the code screen waits for the form instead of saying it has none.
      store.setState({
        email: { email: text(kept.email), sentCount: 0, verified: false },
        phone: { number, display: number && text(phone.display), sentCount: 0, verified: false },
        generalErrors: [],
      });
      // The form comes back with code only a resuming sheet loads.
      void import(/* webpackChunkName: "create-account-resume" */ './checkpoint-restore').then(
        ({ restoreForm }) => restoreForm(store, kept.form),
      );
    },
  };
}
