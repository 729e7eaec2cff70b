import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useOnReturn } from '@sheet/routing';
import { SERVICES_NAMESPACE } from '@sheet/services';
import { NAMESPACE } from '../namespace';
import { useCreateAccountStore } from './create-account-store';
import type { FieldMessage } from './messages';
import { CREATED, type FlowOutcome } from './paths';

/** Turns a stored message into the person's language (at render time, so it follows the language). */
export function useMessageText(): (message: FieldMessage | undefined) => string | undefined {
  const { t } = useTranslation([NAMESPACE, SERVICES_NAMESPACE]);
  return useCallback(
    (message) => {
      if (!message) return undefined;
      if ('text' in message) return message.text;
      return t(message.i18nKey, { ns: message.ns, ...message.params });
    },
    [t],
  );
}

/**
 * Goes where an action says, keeping the sheet's query (language, storefront, context); after a
 * failure it stays and moves the focus to the first error, so a keyboard or TV remote finds it.
 */
export function useFollowOutcome(): (outcome: FlowOutcome) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    (outcome) => {
      if (outcome === CREATED) return;
      if (outcome) {
        void navigate({ pathname: outcome, search });
        return;
      }
      setTimeout(focusFirstError, 0);
    },
    [navigate, search],
  );
}

function focusFirstError(): void {
  const target = document.querySelector<HTMLElement>(
    'main [aria-invalid="true"], main [role="alert"]',
  );
  if (!target) return;
  if (target.getAttribute('role') === 'alert' && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus();
}

const resetGeneralErrors = () => useCreateAccountStore.setState({ generalErrors: [] });

/** Spec §4: coming back to a screen (the host's Back) clears what the last screen said. */
export function useGeneralErrorsResetOnReturn(): void {
  useOnReturn(resetGeneralErrors);
}
