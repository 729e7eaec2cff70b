import { messagesIn } from '@sheet/i18n';
import { NAMESPACE } from '../namespace';

/** A message in this flow's own strings. */
export const channelMessage = messagesIn(NAMESPACE);
