import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICES_NAMESPACE } from '@sheet/services';
import type { FieldMessage } from './messages';
import { ACCOUNT_FORM_NAMESPACE } from './strings';

/** Turns a stored message into the person's language (at render time, so it follows the language). */
export function useMessageText(): (message: FieldMessage | undefined) => string | undefined {
  const { t } = useTranslation([ACCOUNT_FORM_NAMESPACE, SERVICES_NAMESPACE]);
  return useCallback(
    (message) => {
      if (!message) return undefined;
      if ('text' in message) return message.text;
      return t(message.i18nKey, { ns: message.ns, ...message.params });
    },
    [t],
  );
}
