import { messagesIn } from '@sheet/i18n';
import { NAMESPACE } from '../namespace';

/** A message in this remote's own strings. */
export const flowMessage = messagesIn(NAMESPACE);
