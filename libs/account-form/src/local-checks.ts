// What is checked on the device before the server sees the form: used on leaving the credentials
// and on Continue, never to show the form, so it stays off the form's first screen.
import {
  DEFAULT_MAX_TEXT_LENGTH,
  hasHiddenFormatting,
  isTooLong,
  type ServerField,
} from '@sheet/services';
import type { Message } from '@sheet/i18n';
import { ACCOUNT_NAME, AGREED_TO_TERMS } from './field-rules';
import type { FieldValue } from './form-state';
import { formMessage } from './messages';

const isEmpty = (value: FieldValue | undefined) =>
  value === undefined || value === false || (typeof value === 'string' && value.trim() === '');

/** Required fields must have a value (spec §5), checked before anything is sent. */
export function requiredFieldErrors(
  fields: readonly ServerField[],
  values: Readonly<Record<string, FieldValue>>,
): Record<string, Message> {
  const errors: Record<string, Message> = {};
  for (const field of fields) {
    if (!field.required || !isEmpty(values[field.id])) continue;
    errors[field.id] =
      field.fieldType !== 'checkbox'
        ? formMessage('errors.FieldRequired')
        : formMessage(
            field.id === AGREED_TO_TERMS ? 'errors.TermsNotAccepted' : 'errors.ConsentRequired',
          );
  }
  return errors;
}

/**
 * What is wrong with the text of typed fields, before anything is sent: a value longer than its
 * field takes (the server's `maxLength`, else the product's limit), and an account name holding
 * invisible formatting characters (bidi or zero-width marks make one name look like another).
 */
export function textFieldErrors(
  fields: readonly ServerField[],
  values: Readonly<Record<string, FieldValue>>,
): Record<string, Message> {
  const errors: Record<string, Message> = {};
  for (const field of fields) {
    const value = values[field.id];
    if (field.fieldType !== 'input' || typeof value !== 'string') continue;
    if (isTooLong(value, field.maxLength)) {
      const max = String(field.maxLength ?? DEFAULT_MAX_TEXT_LENGTH);
      errors[field.id] = formMessage('errors.TooLong', { max });
    } else if (field.id === ACCOUNT_NAME && hasHiddenFormatting(value)) {
      errors[field.id] = formMessage('errors.InvalidCharacters');
    }
  }
  return errors;
}

/** Everything checked locally before the server sees the form: required fields, then text. */
export function localFieldErrors(
  fields: readonly ServerField[],
  values: Readonly<Record<string, FieldValue>>,
): Record<string, Message> {
  return { ...textFieldErrors(fields, values), ...requiredFieldErrors(fields, values) };
}
