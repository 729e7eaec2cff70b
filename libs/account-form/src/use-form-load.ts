import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSheetContext } from '@sheet/sheet-runtime';
import { DEFAULT_STOREFRONT } from '@sheet/reference';
import type { FormLoadOptions } from './form-actions';
import type { AccountFormQuery } from './form-state';

/**
 * Loads a flow's account form for the screen's query (read by `readQuery`) and the sheet's
 * storefront, again whenever either changes: `load` is the flow's own (it may add a step). A load
 * of the same query that failed stays on screen with its Try Again (the route's start may have
 * made it already).
 */
export function useAccountFormLoad(
  readQuery: (search: URLSearchParams) => AccountFormQuery,
  load: (query: AccountFormQuery, storefront: string, options: FormLoadOptions) => Promise<void>,
): void {
  const [search] = useSearchParams();
  const query = useMemo(() => readQuery(search), [readQuery, search]);
  const launchStorefront = useSheetContext((context) => context.launch?.storefront);
  useEffect(() => {
    void load(query, launchStorefront ?? DEFAULT_STOREFRONT, { keepFailure: true });
  }, [load, query, launchStorefront]);
}
