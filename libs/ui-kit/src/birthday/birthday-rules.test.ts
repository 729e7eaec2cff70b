import {
  isoToParts,
  LOCAL_BIRTHDAY_VALIDATION_ERROR,
  monthNames,
  partOrder,
  validateBirthday,
  type BirthdayParts,
} from './birthday-rules';

const today = new Date(2025, 5, 15); // 15 June 2025, local time
const check = (year: string, month: string, day: string, minimumAge?: number) =>
  validateBirthday({ year, month, day } satisfies BirthdayParts, { today, minimumAge });
const invalid = (reason: string) => ({ ok: false, kind: LOCAL_BIRTHDAY_VALIDATION_ERROR, reason });

describe('partOrder', () => {
  it.each([
    ['en-us', ['month', 'day', 'year']],
    ['en-gb', ['day', 'month', 'year']],
    ['fr', ['day', 'month', 'year']],
    ['ja', ['year', 'month', 'day']],
    ['zh-cn', ['year', 'month', 'day']],
    ['ko', ['year', 'month', 'day']],
    ['ar', ['day', 'month', 'year']],
    ['not a locale!', ['month', 'day', 'year']],
  ])('%s writes %j', (locale, order) => {
    expect(partOrder(locale)).toEqual(order);
  });
});

describe('monthNames', () => {
  it('names the twelve months in the locale, standing alone', () => {
    expect(monthNames('en-us')).toHaveLength(12);
    expect(monthNames('en-gb')[1]).toBe('February');
    expect(monthNames('fr')[0]).toBe('janvier');
  });
});

describe('isoToParts', () => {
  it('splits an ISO date, and nothing else', () => {
    expect(isoToParts('1990-07-04')).toEqual({ year: '1990', month: '7', day: '4' });
    expect(isoToParts('')).toEqual({ year: '', month: '', day: '' });
    expect(isoToParts('04/07/1990')).toEqual({ year: '', month: '', day: '' });
  });
});

describe('validateBirthday', () => {
  it('accepts a real date and gives it as ISO', () => {
    expect(check('1990', '7', '4')).toEqual({ ok: true, iso: '1990-07-04' });
    expect(check('١٩٩٠', '7', '٤')).toEqual({ ok: true, iso: '1990-07-04' });
  });

  it('knows leap years', () => {
    expect(check('2024', '2', '29')).toEqual({ ok: true, iso: '2024-02-29' });
    expect(check('2000', '2', '29')).toEqual({ ok: true, iso: '2000-02-29' });
    expect(check('2023', '2', '29')).toEqual(invalid('impossible'));
    expect(check('1900', '2', '29')).toEqual(invalid('impossible'));
  });

  it('refuses impossible dates', () => {
    expect(check('1990', '2', '30')).toEqual(invalid('impossible'));
    expect(check('1990', '13', '1')).toEqual(invalid('impossible'));
    expect(check('1990', '0', '1')).toEqual(invalid('impossible'));
    expect(check('1990', '4', '31')).toEqual(invalid('impossible'));
    expect(check('1990', '1', '0')).toEqual(invalid('impossible'));
    expect(check('1899', '12', '31')).toEqual(invalid('impossible'));
    expect(check('90', '1', '1')).toEqual(invalid('impossible'));
    expect(check('1990', '1', '1a')).toEqual(invalid('impossible'));
  });

  it('says a date is incomplete until every part has a value', () => {
    expect(check('1990', '', '1')).toEqual(invalid('incomplete'));
    expect(check(' ', '1', '1')).toEqual(invalid('incomplete'));
  });

  it('refuses dates after today, and takes today', () => {
    expect(check('2025', '6', '16')).toEqual(invalid('future'));
    expect(check('2026', '1', '1')).toEqual(invalid('future'));
    expect(check('2025', '6', '15')).toEqual({ ok: true, iso: '2025-06-15' });
  });

  it('refuses someone younger than the minimum age, from their birthday on', () => {
    expect(check('2012', '6', '15', 13)).toEqual({ ok: true, iso: '2012-06-15' });
    expect(check('2012', '6', '16', 13)).toEqual(invalid('tooYoung'));
    expect(check('2012', '6', '16')).toEqual({ ok: true, iso: '2012-06-16' });
  });

  it('ages someone born on 29 February on 1 March of a common year', () => {
    const born = { year: '2012', month: '2', day: '29' };
    const on = (month: number, day: number) =>
      validateBirthday(born, { today: new Date(2025, month - 1, day), minimumAge: 13 }).ok;
    expect(on(2, 28)).toBe(false);
    expect(on(3, 1)).toBe(true);
  });
});
