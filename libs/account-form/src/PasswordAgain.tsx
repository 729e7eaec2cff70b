import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@sheet/i18n';
import { TextInput } from '@sheet/ui-kit';
import { toFieldEntity } from './field-entities';
import { PASSWORD } from './field-rules';
import { changeFieldValue } from './form-actions';
import type { AccountFormStore } from './form-state';
import { passwordMissing } from './resume';
import { ACCOUNT_FORM_NAMESPACE } from './strings';

/**
 * On a code screen the sheet resumed at: the password box again, with why (passwords are never
 * kept). Shown while the form has no password; once typed, the screen goes on as before.
 */
export function PasswordAgain({ store }: { store: AccountFormStore }) {
  const { t } = useTranslation(ACCOUNT_FORM_NAMESPACE);
  const text = useMessageText();
  const state = store((current) => current);
  const field = state.fields.find((candidate) => candidate.id === PASSWORD);
  const [asked] = useState(() => passwordMissing(state));
  if (!field || !asked) return null;
  const entity = { ...toFieldEntity(field, state, t, text), hint: t('fields.passwordAgain') };
  return (
    <TextInput
      field={entity}
      value={state.values[PASSWORD]}
      onChange={(id, value) => changeFieldValue(store, id, value)}
      disabled={state.fieldsLocked}
    />
  );
}
