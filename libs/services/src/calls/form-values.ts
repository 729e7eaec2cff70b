import type { Params } from '../transport';

export type FieldValue = string | boolean | number | undefined;
/** Form values as the screens hold them: a map of entries each with id and value (spec §3). */
export type FormValues = Readonly<Record<string, { id: string; value: FieldValue }>>;

export function formValuesToParams(values: FormValues, except: readonly string[] = []): Params {
  const params: Record<string, FieldValue> = {};
  for (const { id, value } of Object.values(values)) {
    if (!except.includes(id)) params[id] = value;
  }
  return params;
}

export function formValue(values: FormValues, id: string): FieldValue {
  return Object.values(values).find((entry) => entry.id === id)?.value;
}
