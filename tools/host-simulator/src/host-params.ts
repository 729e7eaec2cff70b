/**
 * The simulator's checks of what a sheet's request carries: each request's params read field by
 * field, null (or undefined) when they do not fit, so the handler answers invalid_params.
 */
import { isSheetCloseResult, type NavigationButtons, type SheetCloseResult } from '@sheet/bridge';
import type { DialogRequest, HandedOverAccount } from './host-handlers';

export type Params = Record<string, unknown>;
export const isRecord = (value: unknown): value is Params =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isStringMap = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((item) => typeof item === 'string');

/** setNavigationButtons params: `back` and `close`, both booleans; null when they are anything else. */
export function navigationButtons(params: Params): NavigationButtons | null {
  const { back, close } = params;
  if (typeof back !== 'boolean' || typeof close !== 'boolean') return null;
  return { back, close };
}

/** showDialog params: a title, a message and at least one button with an id and a label. */
export function dialogRequest(params: Params): DialogRequest | null {
  const { title, message, buttons } = params;
  if (typeof title !== 'string' || typeof message !== 'string' || !Array.isArray(buttons)) {
    return null;
  }
  const valid = buttons.every(
    (button) =>
      isRecord(button) && typeof button.id === 'string' && typeof button.label === 'string',
  );
  if (!valid || buttons.length === 0) return null;
  return {
    title,
    message,
    buttons: (buttons as Params[]).map((button) => ({
      id: String(button.id),
      label: String(button.label),
    })),
  };
}

/**
 * closeSheet params: `{}` or `{result}` with a known result; undefined when they are anything else.
 * A `result` key holding undefined counts as absent (postMessage keeps such keys, JSON drops them).
 */
export function closeResult(params: Params): SheetCloseResult | null | undefined {
  if (Object.keys(params).some((key) => key !== 'result')) return undefined;
  if (params.result === undefined) return null;
  return isSheetCloseResult(params.result) ? params.result : undefined;
}

/**
 * notifyTermsAgreed params: `agreed` a boolean and `termsVersionId`, if present, a string; null when
 * they are anything else. A `termsVersionId` key holding undefined counts as absent, as in closeSheet.
 */
export function termsNotice(params: Params): { agreed: boolean; termsVersionId?: string } | null {
  const { agreed, termsVersionId } = params;
  if (typeof agreed !== 'boolean') return null;
  if (termsVersionId === undefined) return { agreed };
  return typeof termsVersionId === 'string' ? { agreed, termsVersionId } : null;
}

/** The account in handOverDetails' details: a non-empty string `token`, and `accountName` if a string. */
export function handedOverAccount(details: Params): HandedOverAccount | null {
  const { token, accountName } = details;
  if (typeof token !== 'string' || token === '') return null;
  return typeof accountName === 'string' ? { token, accountName } : { token };
}
