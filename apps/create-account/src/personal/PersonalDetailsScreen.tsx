import { useTranslation } from 'react-i18next';
import { AccountFormScreen, readAccountFormQuery, useAccountFormLoad } from '@sheet/account-form';
import { useHoldPrefetchUntil } from '@sheet/routing';
import { useCreateAccountStore } from '../flow/create-account-store';
import { useFollowOutcome, useGeneralErrorsResetOnReturn } from '../flow/use-flow';
import { NAMESPACE } from '../namespace';
import { continueFromPersonal } from './continue-action';
import { loadPersonalForm } from './personal-form-actions';

export default function PersonalDetailsScreen() {
  const { t } = useTranslation(NAMESPACE);
  const follow = useFollowOutcome();
  useGeneralErrorsResetOnReturn();
  useAccountFormLoad(readAccountFormQuery, loadPersonalForm);
  const fieldsLoaded = useCreateAccountStore((state) => state.fieldsLoaded);
  const loadError = useCreateAccountStore((state) => state.loadError);

  // The code screens' chunks wait until the form is here: the person needs a while to fill it.
  useHoldPrefetchUntil(fieldsLoaded || loadError !== undefined);

  const header = { title: t('personal.title'), subtitle: t('personal.subtitle') };
  const submit = () => void continueFromPersonal().then(follow);
  return (
    <AccountFormScreen
      header={header}
      store={useCreateAccountStore}
      submitLabel={t('personal.continue')}
      onSubmit={submit}
    />
  );
}
