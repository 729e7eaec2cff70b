import { create } from 'zustand';
import type { StoppableState } from '@sheet/flow-kit';
import type { Message } from '@sheet/i18n';
import type { Terms } from '@sheet/services';

/**
 * The terms flow's state: the terms the service gave (their version and HTML), the marketing
 * choice (its default from the server), and spec §4's flags. `stopped` is an end the person cannot
 * get past here, with Close.
 */
export type TermsState = StoppableState & {
  terms: Terms | undefined;
  loadError: Message | undefined;
  marketing: boolean;
};

export const initialTermsState = (): TermsState => ({
  terms: undefined,
  loadError: undefined,
  marketing: false,
  waiting: false,
  generalErrors: [],
  stopped: undefined,
});

export const useTermsStore = create<TermsState>(initialTermsState);
