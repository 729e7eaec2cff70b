import { onlyDigits } from '../text/digits';

/** The client error kind of spec §8 for a birth date that cannot be right. */
export const LOCAL_BIRTHDAY_VALIDATION_ERROR = 'LOCAL_BIRTHDAY_VALIDATION_ERROR';
/** No one creating an account was born before this year; an earlier one is a typing slip. */
const EARLIEST_BIRTH_YEAR = 1900;

export type BirthdayPart = 'day' | 'month' | 'year';
/** What the user typed, one text per part (month is 1 to 12); '' when empty. */
export type BirthdayParts = Record<BirthdayPart, string>;
type BirthdayInvalidReason = 'incomplete' | 'impossible' | 'future' | 'tooYoung';
export type BirthdayValidation =
  | { ok: true; iso: string }
  | {
      ok: false;
      kind: typeof LOCAL_BIRTHDAY_VALIDATION_ERROR;
      reason: BirthdayInvalidReason;
    };
type BirthdayRules = { today: Date; minimumAge?: number };

const EMPTY_BIRTHDAY: BirthdayParts = { day: '', month: '', year: '' };
const DEFAULT_ORDER: readonly BirthdayPart[] = ['month', 'day', 'year'];

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  // Always the Gregorian calendar: the date is sent as ISO, whatever the locale counts in.
  const gregorian = { ...options, calendar: 'gregory', timeZone: 'UTC' };
  try {
    return new Intl.DateTimeFormat(locale, gregorian);
  } catch {
    // A tag Intl cannot read (RangeError) gets the default language (spec §9: en-us).
    return new Intl.DateTimeFormat('en-US', gregorian);
  }
}

/** The order in which the locale writes a date: en-us month day year, en-gb day month year, ja year month day. */
export function partOrder(locale: string): BirthdayPart[] {
  const types = dateFormat(locale, {})
    .formatToParts(new Date(Date.UTC(2001, 10, 22)))
    .map((part) => part.type)
    .filter((type): type is BirthdayPart => type === 'day' || type === 'month' || type === 'year');
  const order = types.filter((type, index) => types.indexOf(type) === index);
  return [...order, ...DEFAULT_ORDER.filter((type) => !order.includes(type))];
}

/** The twelve month names of the locale, January first, as a month stands alone. */
export function monthNames(locale: string): string[] {
  const format = dateFormat(locale, { month: 'long' });
  return Array.from({ length: 12 }, (_, month) =>
    format.format(new Date(Date.UTC(2001, month, 15))),
  );
}

/** Parts of an ISO date (YYYY-MM-DD); empty parts for '' or anything else. */
export function isoToParts(iso: string): BirthdayParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return { ...EMPTY_BIRTHDAY };
  const [, year = '', month = '', day = ''] = match;
  return { day: String(Number(day)), month: String(Number(month)), year };
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function asNumber(text: string): number | undefined {
  const trimmed = text.trim();
  // digits of any script count (an Arabic keyboard types ١٩٩٠); anything else is not a number
  return /^\p{Nd}+$/u.test(trimmed) ? Number(onlyDigits(trimmed)) : undefined;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const failure = (reason: BirthdayInvalidReason): BirthdayValidation => ({
  ok: false,
  kind: LOCAL_BIRTHDAY_VALIDATION_ERROR,
  reason,
});

/**
 * Checks a birth date as typed. `today` is the user's calendar day (local time). Someone born on
 * 29 February turns a year older on 1 March in a non-leap year.
 */
export function validateBirthday(parts: BirthdayParts, rules: BirthdayRules): BirthdayValidation {
  if (!parts.day.trim() || !parts.month.trim() || !parts.year.trim()) return failure('incomplete');
  const day = asNumber(parts.day);
  const month = asNumber(parts.month);
  const year = asNumber(parts.year);
  if (day === undefined || month === undefined || year === undefined) return failure('impossible');
  if (year < EARLIEST_BIRTH_YEAR || month < 1 || month > 12) return failure('impossible');
  if (day < 1 || day > daysInMonth(year, month)) return failure('impossible');

  const { today, minimumAge } = rules;
  const born = year * 10_000 + month * 100 + day;
  const now = today.getFullYear() * 10_000 + (today.getMonth() + 1) * 100 + today.getDate();
  if (born > now) return failure('future');
  if (minimumAge !== undefined && Math.floor((now - born) / 10_000) < minimumAge) {
    return failure('tooYoung');
  }
  return { ok: true, iso: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` };
}
