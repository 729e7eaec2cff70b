// The form's server checks (on leaving the credentials, on Continue): in the later calls' chunk,
// so they never ride on a first screen (`on-demand.ts`).
import { callService, requireParams, type ServiceDeps } from '../call';
import { missingParametersError } from '../service-error';
import { formValue, formValuesToParams, type FormValues } from './form-values';

/** Full validation: every field except the credentials (spec §5). */
const CREDENTIAL_FIELDS = ['acAccountName', 'email', 'acAccountPassword'];

export async function validateFields(deps: ServiceDeps, values: FormValues): Promise<void> {
  if (Object.keys(values).length === 0) throw missingParametersError(['formValues']);
  await callService(deps, {
    label: 'Validate fields',
    bagKey: 'validateFields',
    method: 'POST',
    form: formValuesToParams(values, CREDENTIAL_FIELDS),
  });
}

/** Credentials-only validation sends acAccountName, acAccountPassword and pageUUID (spec §5). */
export async function validateCredentials(
  deps: ServiceDeps,
  values: FormValues,
  pageUUID?: string,
): Promise<void> {
  if (Object.keys(values).length === 0) throw missingParametersError(['formValues']);
  const credentials = {
    acAccountName: formValue(values, 'acAccountName'),
    acAccountPassword: formValue(values, 'acAccountPassword'),
  };
  requireParams(credentials, ['acAccountName', 'acAccountPassword']);
  await callService(deps, {
    label: 'Validate credentials',
    bagKey: 'validateCredentials',
    method: 'POST',
    form: { ...credentials, pageUUID },
  });
}
