import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountFormScreen, readAccountFormQuery, useAccountFormLoad } from '@sheet/account-form';
import { useExperimentVariant, useHoldPrefetchUntil } from '@sheet/sheet-runtime';
import { personalForm, useCreateAccountStore } from '../flow/create-account-store';
import { useFollowOutcome, useGeneralErrorsResetOnReturn } from '../flow/use-flow';
import { NAMESPACE } from '../namespace';
import { continueFromPersonal, preloadContinue } from './continue-lazily';

export default function PersonalDetailsScreen() {
  const { t } = useTranslation(NAMESPACE);
  const follow = useFollowOutcome();
  useGeneralErrorsResetOnReturn();
  useAccountFormLoad(readAccountFormQuery, personalForm.load);
  const fieldsLoaded = useCreateAccountStore((state) => state.fieldsLoaded);
  const loadError = useCreateAccountStore((state) => state.loadError);

  // The code screens' chunks wait until the form is here: the person needs a while to fill it.
  useHoldPrefetchUntil(fieldsLoaded || loadError !== undefined);
  useEffect(() => {
    if (fieldsLoaded) preloadContinue();
  }, [fieldsLoaded]);

  // Experiment `personal-subtitle` (spec §6): its `short` variant tries a shorter subtitle.
  const subtitleKey =
    useExperimentVariant('personal-subtitle') === 'short'
      ? 'personal.subtitleShort'
      : 'personal.subtitle';
  const header = { title: t('personal.title'), subtitle: t(subtitleKey) };
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
