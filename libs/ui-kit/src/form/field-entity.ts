/** The spec's form-field entity (§3): what a server-driven field list is made of. */
export type FieldType = 'input' | 'checkbox' | 'select' | 'radio';

type FieldOption = { value: string; label: string };

export type FormFieldEntity = {
  id: string;
  value?: string | boolean;
  label: string;
  placeholder?: string;
  hint?: string;
  required?: boolean;
  options?: readonly FieldOption[];
  /** an inactive field is not shown and not sent */
  isActive?: boolean;
  fieldType: FieldType;
  /** for `input`: the HTML input type (text, email, password, tel, date) */
  inputType?: string;
  clientError?: boolean;
  clientErrorMessage?: string;
  serverError?: boolean;
  serverErrorMessage?: string;
  errorMessageKey?: string;
  autocomplete?: string;
};

export type FieldValue = string | boolean;

/** The message to show under a field: the server's wins over the client's (it knows more). */
export function fieldErrorMessage(field: FormFieldEntity): string | undefined {
  if (field.serverError && field.serverErrorMessage) return field.serverErrorMessage;
  if (field.clientError && field.clientErrorMessage) return field.clientErrorMessage;
  return undefined;
}

/** What FieldChrome shows around the control of a server field, and the control's id. */
export function chromeOfField(field: FormFieldEntity) {
  return {
    controlId: `field-${field.id}`,
    label: field.label,
    hint: field.hint,
    error: fieldErrorMessage(field),
    required: field.required,
  };
}
