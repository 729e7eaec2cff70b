// Apart from resume.ts: only a sheet that resumes loads it (with the flow's restore).
import { loadAccountForm } from './form-actions';
import { sameQuery } from './form-query';
import type { AccountFormQuery, AccountFormStore, FieldValue } from './form-state';
import type { KeptAccountForm } from './resume';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A kept form read back from the host (untrusted text): checked field by field. */
export function readKeptAccountForm(value: unknown): KeptAccountForm | undefined {
  if (!isRecord(value) || !isRecord(value.query) || !isRecord(value.values)) return undefined;
  const { context } = value.query;
  if ((context !== 'create' && context !== 'cipCarrier') || typeof value.storefront !== 'string') {
    return undefined;
  }
  const values: Record<string, FieldValue> = {};
  for (const [id, item] of Object.entries(value.values)) {
    if (typeof item === 'string' || typeof item === 'boolean') values[id] = item;
  }
  return { query: value.query as AccountFormQuery, storefront: value.storefront, values };
}

function whenIdle(store: AccountFormStore): Promise<void> {
  return new Promise((resolve) => {
    if (!store.getState().waiting) return resolve();
    const stop = store.subscribe((state) => {
      if (state.waiting) return;
      stop();
      resolve();
    });
  });
}

/**
 * Puts a kept form back: once any load in flight is done, the form for the kept query and
 * storefront is loaded (unless it is the one on screen), then the typed values go back in,
 * ticked boxes included (a load resets those).
 */
export async function restoreAccountForm(
  store: AccountFormStore,
  kept: KeptAccountForm,
): Promise<void> {
  await whenIdle(store);
  const state = store.getState();
  const onScreen =
    state.fieldsLoaded &&
    !state.loadError &&
    state.storefront === kept.storefront &&
    sameQuery(state.query, kept.query);
  if (!onScreen) {
    store.setState({ storefront: kept.storefront, values: { ...state.values, ...kept.values } });
    await loadAccountForm(store, kept.query, kept.storefront);
  }
  const { fields } = store.getState();
  const known = Object.entries(kept.values).filter(([id]) =>
    fields.some((field) => field.id === id),
  );
  store.setState(({ values }) => ({ values: { ...values, ...Object.fromEntries(known) } }));
}
