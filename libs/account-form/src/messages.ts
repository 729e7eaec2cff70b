import { failureMessage, isCancelled } from '@sheet/flow-kit';
import { messagesIn, withMessage, type Message } from '@sheet/i18n';
import {
  GENERAL_ERROR,
  ServiceError,
  ServiceErrorKind,
  SERVICES_NAMESPACE,
  type ValidationResult,
} from '@sheet/services';
import { ACCOUNT_FORM_NAMESPACE } from './strings';

/** A message in the account form's own words (its strings namespace). */
export const formMessage = messagesIn(ACCOUNT_FORM_NAMESPACE);

/** Validation codes the form has its own words for; other codes show the server's message. */
const KNOWN_CODES = new Set([
  'FieldRequired',
  'InvalidName',
  'InvalidBirthday',
  'TooYoung',
  'TermsNotAccepted',
  'ConsentRequired',
  'InvalidValue',
  'UnsupportedStorefront',
  'InvalidEmail',
  'InvalidPhoneNumber',
  'WeakPassword',
  'PasswordContainsAccountName',
  'AccountNameTaken',
  'InvalidCharacters',
]);

function validationMessage(result: ValidationResult): Message | undefined {
  const code = result.errorString || result.error;
  if (code && KNOWN_CODES.has(code)) return formMessage(`errors.${code}`);
  // The local check names the limit; the server's result does not, so its words do not either.
  if (code === 'TooLong') return formMessage('errors.TooLongShorten');
  const text = result.localizedMessage || code;
  return text ? { text } : undefined;
}

export type MappedFailure = {
  fieldErrors: Record<string, Message>;
  generalErrors: Message[];
};

/**
 * Any failure as field errors and general errors (spec §5): a validation result naming a field
 * attaches to it, one without a field is general; any other failure is one general message from
 * the services catalogue (a phone failure with a server message shows that message).
 */
export function mapFailure(error: unknown): MappedFailure {
  const mapped: MappedFailure = { fieldErrors: {}, generalErrors: [] };
  const results =
    error instanceof ServiceError && error.fields.kind === ServiceErrorKind.serverValidationError
      ? (error.fields.validationErrors ?? [])
      : undefined;
  if (!results) {
    // A cancellation (spec §8's code 6) says nothing: the action ends, everything kept.
    if (!isCancelled(error)) mapped.generalErrors.push(failureMessage(error));
    return mapped;
  }
  for (const result of results) {
    const message = validationMessage(result);
    if (!message) continue;
    const field = result.propertyName || result.field;
    if (field) mapped.fieldErrors[field] ??= message;
    else mapped.generalErrors = [...withMessage(mapped.generalErrors, message)];
  }
  // A refusal without any readable result still has to say something.
  if (Object.keys(mapped.fieldErrors).length === 0 && mapped.generalErrors.length === 0) {
    mapped.generalErrors.push({ ns: SERVICES_NAMESPACE, i18nKey: GENERAL_ERROR.i18nKey });
  }
  return mapped;
}
