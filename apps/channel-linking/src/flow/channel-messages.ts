import { errorMessageOf } from '@sheet/services';
import { NAMESPACE } from '../namespace';
import type { ChannelMessage } from './channel-store';

/** A message in this flow's own strings. */
export const channelMessage = (
  i18nKey: string,
  params?: Record<string, string>,
): ChannelMessage => ({ ns: NAMESPACE, i18nKey, ...(params ? { params } : {}) });

/** Any failure in the services' words (spec §8's catalogue). */
export const failureMessage = errorMessageOf;

export function sameMessage(a: ChannelMessage, b: ChannelMessage): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
