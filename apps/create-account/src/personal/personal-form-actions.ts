import {
  CHINA_STOREFRONT,
  isPrivacyConsentRequired,
  loadCreateAccountFields,
  loadCreateAccountOptions,
  validateCredentials,
  ServiceError,
  ServiceErrorKind,
  type CreateAccountOptions,
  type ServerField,
} from '@sheet/services';
import {
  useCreateAccountStore,
  type FieldValue,
  type FlowQuery,
} from '../flow/create-account-store';
import {
  ACCOUNT_NAME,
  PASSWORD,
  STOREFRONT_FIELD,
  textFieldErrors,
  textValue,
  toFormValues,
  valuesForFields,
} from '../flow/field-rules';
import { flowDeps } from '../flow/flow-deps';
import { flowMessage, mapFailure, type FieldMessage } from '../flow/messages';
import { sameQuery } from './flow-query';

const store = useCreateAccountStore;

/**
 * Loads the form for the query, unless it is the one already on screen: coming back from a code
 * screen keeps everything the person typed.
 */
export async function loadPersonalForm(query: FlowQuery, launchStorefront: string): Promise<void> {
  const state = store.getState();
  if (state.waiting) return;
  if (state.fieldsLoaded && !state.loadError && sameQuery(state.query, query)) return;
  await fetchForm(query, state.storefront || launchStorefront, state.values);
}

/** Loads the form again after it failed to load (the retry on the error panel). */
export function retryLoadingForm(): Promise<void> {
  const { query, storefront, values } = store.getState();
  return fetchForm(query, storefront, values);
}

/**
 * Spec §4: a storefront change resets agreedToTerms and reloads fields and options. It is blocked
 * while a call is in flight, so the form a submit is checking never changes under it.
 */
export async function changeStorefront(storefront: string): Promise<void> {
  const state = store.getState();
  if (state.waiting || !storefront || storefront === state.storefront) return;
  await fetchForm(state.query, storefront, state.values);
}

export function changeFieldValue(id: string, value: FieldValue): void {
  if (id === STOREFRONT_FIELD) {
    void changeStorefront(String(value));
    return;
  }
  store.setState((state) => {
    const { [id]: _cleared, ...clientErrors } = state.clientErrors;
    return { values: { ...state.values, [id]: value }, clientErrors };
  });
}

export function setBirthdayInvalid(invalid: boolean): void {
  store.setState({ birthdayInvalid: invalid });
}

async function fetchForm(
  query: FlowQuery,
  storefront: string,
  typed: Readonly<Record<string, FieldValue>>,
): Promise<void> {
  store.setState({ waiting: true, loadError: undefined, generalErrors: [], query, storefront });
  try {
    const { services } = flowDeps();
    const [form, options, privacyConsentRequired] = await Promise.all([
      loadCreateAccountFields(services, { ...query, addressOfficialCountryCode: storefront }),
      loadCreateAccountOptions(
        services,
        query.restrictedAccountType ? { restrictedAccountType: query.restrictedAccountType } : {},
      ),
      storefront === CHINA_STOREFRONT
        ? isPrivacyConsentRequired(services, { cc: storefront })
        : Promise.resolve(false),
    ]);
    const fields = form.fields.map((field) => withStorefrontOptions(field, options));
    store.setState({
      fieldsLoaded: true,
      fields,
      links: form.links,
      pageUUID: form.pageUUID,
      captchaRequired: form.captchaRequired,
      privacyConsentRequired,
      storefront: form.storefront,
      values: valuesForFields(fields, typed, form.storefront),
      clientErrors: {},
      serverErrors: {},
      birthdayInvalid: false,
    });
  } catch (error) {
    store.setState({
      loadError: mapFailure(error).generalErrors[0] ?? flowMessage('errors.loadFailed'),
    });
  } finally {
    store.setState({ waiting: false });
  }
}

/** The country list comes with the options when the field itself has none. */
function withStorefrontOptions(field: ServerField, options: CreateAccountOptions): ServerField {
  if (field.id !== STOREFRONT_FIELD || (field.options?.length ?? 0) > 0) return field;
  return {
    ...field,
    options: options.storefronts.map(({ code, name }) => ({ value: code, label: name })),
  };
}

let lastCheckedCredentials: { name: string; password: FieldValue | undefined } | undefined;

/**
 * Spec §5: when the person leaves the account name or password, only the credentials are checked
 * (acAccountName, acAccountPassword, pageUUID), so a taken name or weak password is said early.
 * It never blocks the form; a network failure here is left to the full check on Continue.
 */
export async function validateCredentialsOnLeave(): Promise<void> {
  const state = store.getState();
  const name = textValue(state.values, ACCOUNT_NAME);
  const password = state.values[PASSWORD];
  if (state.waiting || !state.fieldsLoaded) return;
  // What the screen can tell by itself (too long, invisible marks) is said without a request.
  const credentials = state.fields.filter(
    (field) => field.id === ACCOUNT_NAME || field.id === PASSWORD,
  );
  const textErrors = textFieldErrors(credentials, state.values);
  store.setState(({ clientErrors }) => ({ clientErrors: { ...clientErrors, ...textErrors } }));
  if (Object.keys(textErrors).length > 0 || !name || !password) return;
  if (lastCheckedCredentials?.name === name && lastCheckedCredentials.password === password) return;
  lastCheckedCredentials = { name, password };
  let errors: Record<string, FieldMessage> = {};
  try {
    const { services } = flowDeps();
    await validateCredentials(services, toFormValues(state.fields, state.values), state.pageUUID);
  } catch (error) {
    const validation =
      error instanceof ServiceError && error.fields.kind === ServiceErrorKind.serverValidationError;
    if (!validation) {
      lastCheckedCredentials = undefined;
      return;
    }
    errors = mapFailure(error).fieldErrors;
  }
  const now = store.getState();
  if (now.waiting) lastCheckedCredentials = undefined;
  const unchanged =
    now.values[ACCOUNT_NAME] === state.values[ACCOUNT_NAME] && now.values[PASSWORD] === password;
  if (now.waiting || !unchanged) return;
  store.setState(({ serverErrors }) => {
    const { [ACCOUNT_NAME]: _name, [PASSWORD]: _password, ...others } = serverErrors;
    return { serverErrors: { ...others, ...errors } };
  });
}

/** Forgets the last credentials check (a new form, or a test). */
export function forgetCredentialsCheck(): void {
  lastCheckedCredentials = undefined;
}
