import { useMemo } from 'react';
import type { FieldValue, FormFieldEntity } from './field-entity';
import { TextInput } from './TextInput';

// Languages that write the family name first (Chinese, Japanese, Korean, Hungarian, Vietnamese).
const FAMILY_NAME_FIRST = new Set(['zh', 'ja', 'ko', 'hu', 'vi']);

function familyNameFirst(locale: string): boolean {
  return FAMILY_NAME_FIRST.has(locale.toLowerCase().split(/[-_]/)[0] ?? '');
}

type NameFieldsProps = {
  firstName: FormFieldEntity;
  lastName: FormFieldEntity;
  values: Readonly<Record<string, FieldValue>>;
  onChange: (id: string, value: FieldValue) => void;
  locale: string;
  disabled?: boolean;
};

/** First and last name, in the order the person's language writes them. */
export function NameFields({
  firstName,
  lastName,
  values,
  onChange,
  locale,
  disabled,
}: NameFieldsProps) {
  // The same objects until the names' entities change: each TextInput draws only when its own
  // value does, not with every key typed in the form.
  const fields = useMemo(() => {
    const order = familyNameFirst(locale) ? [lastName, firstName] : [firstName, lastName];
    return order.map((field) => ({
      autocomplete: field.id === lastName.id ? 'family-name' : 'given-name',
      ...field,
    }));
  }, [firstName, lastName, locale]);
  return (
    <div className="sk-name-fields">
      {fields.map((field) => (
        <TextInput
          key={field.id}
          field={field}
          value={values[field.id] ?? field.value}
          onChange={onChange}
          disabled={disabled}
        />
      ))}
    </div>
  );
}
