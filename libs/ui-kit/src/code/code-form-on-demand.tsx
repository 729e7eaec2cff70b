import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { loadOnce } from '@sheet/load-once';
import { Spinner } from '../Spinner';
import { UI_KIT_NAMESPACE } from '../strings';
import type { CodeVerificationFormProps } from './CodeVerificationForm';

type CodeForm = ComponentType<CodeVerificationFormProps>;

/**
 * The code boxes are never on a flow's first screen, and the ui-kit is shared whole (no build can
 * drop what it does not use), so they are a chunk of their own: loaded when a screen first shows
 * them, or earlier through `preloadCodeVerificationForm`. A failed load is forgotten, so the next
 * attempt asks the network again.
 */
const codeForm = loadOnce((): Promise<CodeForm> =>
  import(/* webpackChunkName: "ui-kit-code-form" */ './CodeVerificationForm').then(
    (module) => module.CodeVerificationForm,
  ),
);

/** Starts loading the code boxes (e.g. once the screen before them is up); never rejects. */
export const preloadCodeVerificationForm = (): void => codeForm.preload();

/** The code boxes (./CodeVerificationForm): a spinner while they load, Retry if that fails. */
export function CodeVerificationForm(props: CodeVerificationFormProps) {
  const { t } = useTranslation(UI_KIT_NAMESPACE);
  const [form, setForm] = useState<{ Form?: CodeForm; failed?: boolean }>({
    Form: codeForm.peek(),
  });
  useEffect(() => {
    if (form.Form || form.failed) return;
    let mounted = true;
    codeForm.get().then(
      (Form) => mounted && setForm({ Form }),
      () => mounted && setForm({ failed: true }),
    );
    return () => {
      mounted = false;
    };
  }, [form]);
  if (form.Form) return <form.Form {...props} />;
  if (!form.failed) return <Spinner label={t('loading')} />;
  return (
    <div className="sk-alert" role="alert">
      <p className="sk-alert__message">{t('codeFormFailed')}</p>
      <button type="button" className="sk-button" onClick={() => setForm({})}>
        {t('retry')}
      </button>
    </div>
  );
}
