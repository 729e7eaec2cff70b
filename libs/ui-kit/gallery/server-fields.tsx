import { ServerField, type FieldValue, type FormFieldEntity } from '@sheet/ui-kit';

// The gallery's (and the kit's tests') way to lay out a whole server-driven form. A screen lays
// out its own fields (account-form's AccountFields, with ServerField for each): this is not part
// of the kit every first screen downloads.

/** A form's values as the services take them: field id -> { id, value }. */
export type FormValueMap = Record<string, { id: string; value: FieldValue }>;

export function toFormValueMap(values: Readonly<Record<string, FieldValue>>): FormValueMap {
  return Object.fromEntries(Object.entries(values).map(([id, value]) => [id, { id, value }]));
}

/** A server-driven field list, rendered as it comes (inactive fields left out). */
export function ServerFields({
  fields,
  values,
  onChange,
  disabled,
}: {
  fields: readonly FormFieldEntity[];
  values: Readonly<Record<string, FieldValue>>;
  onChange: (id: string, value: FieldValue) => void;
  disabled?: boolean;
}) {
  return (
    <>
      {fields.map((field) => (
        <ServerField
          key={field.id}
          field={field}
          value={values[field.id] ?? field.value}
          onChange={onChange}
          disabled={disabled}
        />
      ))}
    </>
  );
}
