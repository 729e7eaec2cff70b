import type { ErrorMessage } from '@sheet/services';
import { NAMESPACE } from '../namespace';

/** A message in this remote's own strings. */
export const flowMessage = (i18nKey: string): ErrorMessage => ({ ns: NAMESPACE, i18nKey });

export function withMessage(list: readonly ErrorMessage[], added: ErrorMessage): ErrorMessage[] {
  const same = (a: ErrorMessage) => JSON.stringify(a) === JSON.stringify(added);
  return list.some(same) ? [...list] : [...list, added];
}
