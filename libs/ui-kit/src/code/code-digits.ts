/**
 * Pure rules of the code boxes. The code is kept contiguous: box i can hold a digit only when
 * boxes 0..i-1 do, so `value` is always the code as typed so far (no holes, no placeholders) and a
 * consumer can send it as it is.
 */

import { onlyDigits } from '../text/digits';

/** The value as the boxes show it: digits only, never longer than the code. */
export function normaliseCode(value: string, length: number): string {
  return onlyDigits(value).slice(0, length);
}

/** The box that takes the next digit (the last box once the code is full). */
export function activeIndex(value: string, length: number): number {
  return Math.min(normaliseCode(value, length).length, length - 1);
}

export type CodeEdit = { value: string; focus: number };

/**
 * Digits typed or pasted into box `index`. A text as long as the code (a paste, the SMS autofill
 * of `one-time-code`) replaces the whole code, wherever it lands; a shorter one overwrites from
 * `index`. Text without digits changes nothing.
 */
export function enterDigits(value: string, index: number, text: string, length: number): CodeEdit {
  const current = normaliseCode(value, length);
  const digits = onlyDigits(text);
  if (!digits) return { value: current, focus: Math.min(index, current.length) };
  if (digits.length >= length) {
    const whole = digits.slice(0, length);
    return { value: whole, focus: length - 1 };
  }
  const start = Math.min(index, current.length);
  const next = (current.slice(0, start) + digits + current.slice(start + digits.length)).slice(
    0,
    length,
  );
  return { value: next, focus: Math.min(start + digits.length, length - 1) };
}

/**
 * Backspace in box `index`: a filled box is cleared (later digits close up, keeping the code
 * contiguous); an empty box moves to the previous one and clears it.
 */
export function eraseDigit(value: string, index: number, length: number): CodeEdit {
  const current = normaliseCode(value, length);
  if (index < current.length) {
    return { value: current.slice(0, index) + current.slice(index + 1), focus: index };
  }
  if (index === 0 || current.length === 0) return { value: current, focus: 0 };
  const previous = Math.min(index, current.length) - 1;
  return { value: current.slice(0, previous) + current.slice(previous + 1), focus: previous };
}

/** Arrow keys move in visual order, which is always left to right for a code. */
export function moveFocus(value: string, index: number, step: -1 | 1, length: number): number {
  const last = activeIndex(value, length);
  return Math.max(0, Math.min(index + step, last));
}

/**
 * What was typed into a box that already held `previous`: the browser may keep the old digit
 * beside the new one. A whole code (SMS autofill into the first box) is taken as it is.
 */
export function typedText(previous: string, raw: string, length: number): string {
  if (!previous || onlyDigits(raw).length >= length || raw.length <= previous.length) return raw;
  if (raw.startsWith(previous)) return raw.slice(previous.length);
  if (raw.endsWith(previous)) return raw.slice(0, raw.length - previous.length);
  return raw;
}
