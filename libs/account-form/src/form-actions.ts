import {
  isPrivacyConsentRequired,
  loadCreateAccountFields,
  loadCreateAccountOptions,
  type CreateAccountOptions,
  type ServerField,
} from '@sheet/services';
import { CHINA_STOREFRONT } from '@sheet/reference';
import { STOREFRONT_FIELD, valuesForFields } from './field-rules';
import { DEFAULT_LANGUAGE, i18n } from '@sheet/i18n';
import { followStorefrontLanguage } from '@sheet/sheet-runtime';
import { nextPaint } from '@sheet/ui-kit';
import { prepareCountryNames } from './field-entities';
import { sameQuery } from './form-query';
import type { AccountFormQuery, AccountFormStore, FieldValue } from './form-state';
import { formMessage, mapFailure } from './messages';
import { sheetDeps } from '@sheet/flow-kit';

/** How a load treats an earlier load of the same query that failed. */
export type FormLoadOptions = {
  /**
   * Leave the failure on screen (its Try Again loads again) instead of asking at once: the screen
   * mounting right after its route's start failed must not make a second, silent request.
   */
  keepFailure?: boolean;
};

/**
 * Loads the form for the query, unless it is the one already on screen: coming back from a code
 * screen keeps everything the person typed.
 */
export async function loadAccountForm(
  store: AccountFormStore,
  query: AccountFormQuery,
  launchStorefront: string,
  { keepFailure = false }: FormLoadOptions = {},
): Promise<void> {
  const state = store.getState();
  if (state.waiting) return;
  if (sameQuery(state.query, query)) {
    if (state.fieldsLoaded && !state.loadError) return;
    if (keepFailure && state.loadError) return;
  }
  await fetchForm(store, query, state.storefront || launchStorefront);
}

/** Loads the form again after it failed to load (the retry on the error panel). */
export function retryLoadingAccountForm(store: AccountFormStore): Promise<void> {
  const { query, storefront } = store.getState();
  return fetchFormInItsLanguage(store, query, storefront);
}

/**
 * The form for `storefront`; once its fields are in, the sheet takes the language the storefront
 * needs, so both are drawn together (switching at once drew the whole sheet in the task after the
 * choice, issue 33). A load that failed leaves the language as it was: its Try Again loads the
 * same storefront and brings the language with the fields. The form never waits for strings.
 */
function fetchFormInItsLanguage(
  store: AccountFormStore,
  query: AccountFormQuery,
  storefront: string,
): Promise<void> {
  return fetchForm(store, query, storefront).then(() =>
    store.getState().loadError ? undefined : followStorefrontLanguage(storefront),
  );
}

/**
 * The storefront chosen in the form's select. Spec §4: a storefront change resets agreedToTerms
 * (valuesForFields) and reloads fields and options; "blocked" is read as "while a call is in
 * flight", so the form a submit is checking never changes under it. The select shows the choice
 * and the form turns busy (no submit, no other choice starts) at once; once that frame is drawn
 * the select turns busy, and once that one is, the reload's calls go. The fields stay open and the
 * focus stays on the select: what is typed meanwhile is kept. On a TV-class CPU, locking every
 * field for the reload cost 25–30 ms of style and layout in the frame the key's release waited
 * for, and left the focus on the page, not the select (issue 33, ADR 0007).
 */
function chooseStorefront(store: AccountFormStore, storefront: string): void {
  const state = store.getState();
  if (state.waiting || storefront === '' || storefront === state.storefront) return;
  store.setState({ waiting: true, values: { ...state.values, [STOREFRONT_FIELD]: storefront } });
  void nextPaint()
    .then(() => {
      // The select turns busy in a frame of its own, and the calls are built and sent once it is
      // drawn: the key's release, which waits for the next frame, no longer waits for them too.
      store.setState({ formLoading: true });
      return nextPaint();
    })
    .then(() => fetchFormInItsLanguage(store, state.query, storefront));
}

export function changeFieldValue(store: AccountFormStore, id: string, value: FieldValue): void {
  if (id === STOREFRONT_FIELD) {
    chooseStorefront(store, String(value));
    return;
  }
  store.setState((state) => {
    const values = { ...state.values, [id]: value };
    // The messages stay the same object when the field had none: the fields drawn from them are
    // not built again for a key typed.
    if (!(id in state.clientErrors)) return { values };
    const { [id]: _cleared, ...clientErrors } = state.clientErrors;
    return { values, clientErrors };
  });
}

export function setBirthdayInvalid(store: AccountFormStore, invalid: boolean): void {
  store.setState({ birthdayInvalid: invalid });
}

/**
 * Loads the form's fields and options for the storefront. The fields on screen stay open: what is
 * typed while the answer is on its way is kept (read when it arrives).
 */
async function fetchForm(
  store: AccountFormStore,
  query: AccountFormQuery,
  storefront: string,
): Promise<void> {
  // The storefront on screen changes with its fields, when they arrive: until then every field
  // is drawn as it was (setting it here drew each one again in the task after the choice). What
  // this draws (`formLoading`: the select busy; a storefront's choice has drawn it a frame before)
  // answers a key's release in its next frame, not when the answer comes (Event Timing counts an
  // interaction until its next paint).
  store.setState({
    waiting: true,
    formLoading: true,
    loadError: undefined,
    generalErrors: [],
    query,
  });
  try {
    const { services } = sheetDeps();
    const answers = Promise.all([
      loadCreateAccountFields(services, { ...query, addressOfficialCountryCode: storefront }),
      loadCreateAccountOptions(
        services,
        query.restrictedAccountType ? { restrictedAccountType: query.restrictedAccountType } : {},
      ),
      storefront === CHINA_STOREFRONT
        ? isPrivacyConsentRequired(services, { cc: storefront })
        : Promise.resolve(false),
    ]);
    // Once the calls are sent (a task later), while they are on the way.
    setTimeout(() => prepareCountryNames(i18n.language || DEFAULT_LANGUAGE), 0);
    const [form, options, privacyConsentRequired] = await answers;
    const fields = form.fields.map((field) => withStorefrontOptions(field, options));
    store.setState({
      fieldsLoaded: true,
      fields,
      links: form.links,
      pageUUID: form.pageUUID,
      captchaRequired: form.captchaRequired,
      privacyConsentRequired,
      storefront: form.storefront,
      values: valuesForFields(fields, store.getState().values, form.storefront),
      clientErrors: {},
      serverErrors: {},
      birthdayInvalid: false,
    });
  } catch (error) {
    store.setState({
      // Try Again loads the storefront that failed.
      storefront,
      loadError: mapFailure(error).generalErrors[0] ?? formMessage('errors.loadFailed'),
    });
  } finally {
    store.setState({ waiting: false, formLoading: false });
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

/**
 * Spec §5's check when the person leaves the account name or password (./credentials-check): not
 * needed to show the form, so it loads once the fields are drawn (asked for in the frame that draws
 * them, its script element cost the first screen about 4 ms at 4x CPU), or at the latest on
 * leaving either box.
 */
const credentialsCheck = () =>
  import(/* webpackChunkName: "credentials-check" */ './credentials-check');

export const preloadCredentialsCheck = (): void =>
  void nextPaint()
    .then(credentialsCheck)
    .catch(() => undefined);

/**
 * Checks the credentials alone when the person leaves either box; never blocks the form. It starts
 * after the frame that shows where the focus went: a tap on Continue that leaves the box is drawn
 * first (the check inside that tap made it 20 ms slower at 6x CPU, issue 33), and the check then
 * stands down, as Continue checks everything.
 */
export function validateCredentialsOnLeave(store: AccountFormStore): Promise<void> {
  return nextPaint()
    .then(credentialsCheck)
    .then(
      (check) => check.validateCredentialsOnLeave(store),
      // Without its code the full check on Continue still says what is wrong.
      () => undefined,
    );
}
