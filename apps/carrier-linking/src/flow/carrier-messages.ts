import type { FieldMessage } from '@sheet/account-form';
import { NAMESPACE } from '../namespace';

/** A message in this flow's own strings. */
export const carrierMessage = (i18nKey: string): FieldMessage => ({ ns: NAMESPACE, i18nKey });
