import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { registerNamespace, startI18n } from '@sheet/i18n';
import enUs from '../locales/en-us.json';
import { UI_KIT_NAMESPACE } from '../strings';
import { BirthdayInput, digitsOfPart, type BirthdayInputProps } from './BirthdayInput';

type HarnessProps = Partial<BirthdayInputProps> & { initial?: string };
const onChange = jest.fn<void, [string]>();

function Harness({ initial = '', ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <BirthdayInput
        id="birthday"
        label="Date of birth"
        locale="en-us"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
        {...props}
      />
      <button type="button">Next</button>
    </>
  );
}

const group = () => screen.getByRole('group', { name: /Date of birth/ });
const day = () => screen.getByLabelText('Day');
const month = () => screen.getByLabelText('Month');
const year = () => screen.getByLabelText('Year');

async function enter(d: string, m: string, y: string) {
  await userEvent.type(day(), d);
  await userEvent.selectOptions(month(), m);
  await userEvent.type(year(), y);
}

beforeAll(async () => {
  registerNamespace(UI_KIT_NAMESPACE, async () => ({
    ...enUs,
    tooYoung: 'You must be at least @@age@@ years old.',
  }));
  await startI18n('en-us', [UI_KIT_NAMESPACE]);
});

beforeEach(() => onChange.mockClear());

describe('BirthdayInput', () => {
  it('is a fieldset named by its legend, with a labelled numeric field per part', () => {
    render(<Harness required hint="As on your ID" />);
    expect(group().tagName).toBe('FIELDSET');
    expect(group()).toHaveAccessibleName('Date of birth');
    expect(day()).toHaveAttribute('aria-required', 'true');
    expect(day()).toHaveAttribute('inputmode', 'numeric');
    expect(year()).toHaveAttribute('inputmode', 'numeric');
    expect(day()).toHaveAttribute('autocomplete', 'bday-day');
    expect(month().tagName).toBe('SELECT');
    expect(screen.getByRole('option', { name: 'February' })).toBeInTheDocument();
    expect(day()).toHaveAccessibleDescription('As on your ID');
  });

  it.each([
    ['en-us', ['month', 'day', 'year']],
    ['en-gb', ['day', 'month', 'year']],
    ['ja', ['year', 'month', 'day']],
    ['ar', ['day', 'month', 'year']],
  ])('puts the parts in the order %s writes dates', (locale, order) => {
    const { container } = render(<Harness locale={locale} />);
    const ids = Array.from(container.querySelectorAll('input, select'), (element) => element.id);
    expect(ids).toEqual(order.map((part) => `birthday-${part}`));
  });

  it('names the months in the locale', () => {
    render(<Harness locale="ja" />);
    expect(screen.getByRole('option', { name: '2月' })).toBeInTheDocument();
  });

  it('shows a given ISO value in its parts', () => {
    render(<Harness initial="1990-07-04" />);
    expect(day()).toHaveValue('4');
    expect(month()).toHaveValue('7');
    expect(year()).toHaveValue('1990');
  });

  it('sends the ISO date once it is real: 29 February 2024', async () => {
    render(<Harness />);
    await enter('29', 'February', '2024');
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29');
    expect(group()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter a valid date.')).not.toBeInTheDocument();
  });

  it('refuses 29 February 2023, tying the message to the group', async () => {
    const onValidate = jest.fn();
    render(<Harness onValidate={onValidate} />);
    await enter('29', 'February', '2023');
    expect(onChange).not.toHaveBeenCalled();
    expect(onValidate).toHaveBeenLastCalledWith({
      ok: false,
      kind: 'LOCAL_BIRTHDAY_VALIDATION_ERROR',
      reason: 'impossible',
    });
    expect(group()).toHaveAttribute('aria-invalid', 'true');
    expect(group()).toHaveAccessibleDescription('Enter a valid date.');
    expect(year()).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears the value when a valid date is made impossible', async () => {
    render(<Harness initial="2024-02-29" />);
    await userEvent.clear(year());
    await userEvent.type(year(), '2023');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByText('Enter a valid date.')).toBeInTheDocument();
  });

  it('refuses a future date', async () => {
    render(<Harness />);
    await enter('1', 'January', '2999');
    expect(group()).toHaveAccessibleDescription('Enter a valid date.');
  });

  it('refuses someone younger than the minimum age', async () => {
    render(<Harness minimumAge={13} />);
    await enter('1', 'January', String(new Date().getFullYear() - 1));
    expect(onChange).not.toHaveBeenCalled();
    expect(group()).toHaveAccessibleDescription('You must be at least 13 years old.');
  });

  it('waits until the user leaves the group to call a half-typed date', async () => {
    render(<Harness />);
    await userEvent.type(day(), '12');
    await userEvent.selectOptions(month(), 'March');
    expect(screen.queryByText('Enter a valid date.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(group()).toHaveAccessibleDescription('Enter a valid date.');
  });

  it('once left with a valid date, calls a half-typed one at once', async () => {
    render(<Harness />);
    await enter('12', 'March', '1990');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(group()).not.toHaveAccessibleDescription('Enter a valid date.');
    await userEvent.clear(year());
    await userEvent.type(year(), '19');
    expect(group()).toHaveAccessibleDescription('Enter a valid date.');
  });

  it('keeps only digits in the numeric parts', async () => {
    render(<Harness />);
    await userEvent.type(day(), 'a1-');
    await userEvent.type(year(), '١٩٩٠x');
    expect(day()).toHaveValue('1');
    expect(year()).toHaveValue('1990');
  });

  it('shows the error it is given instead of its own, tied to the group and the parts', async () => {
    render(<Harness error="Check your birth date" hint="As on your ID" />);
    await enter('30', 'February', '2000');
    expect(screen.queryByText('Enter a valid date.')).not.toBeInTheDocument();
    expect(group()).toHaveAttribute('aria-invalid', 'true');
    expect(group()).toHaveAccessibleDescription('As on your ID Check your birth date');
    for (const control of [day(), month(), year()]) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription('As on your ID Check your birth date');
    }
  });
});

describe('BirthdayInput paste', () => {
  it('keeps the digits of a pasted day and year, dropping the spaces around them', async () => {
    render(<Harness />);
    await userEvent.click(day());
    await userEvent.paste('   14   ');
    expect(day()).toHaveValue('14');
    await userEvent.selectOptions(month(), '4');
    await userEvent.click(year());
    await userEvent.paste('   1990   ');
    expect(year()).toHaveValue('1990');
    expect(onChange).toHaveBeenLastCalledWith('1990-04-14');
  });

  it('ignores separators and keeps as many digits as the part takes', () => {
    expect(digitsOfPart(' 1-4 ', 'day')).toBe('14');
    expect(digitsOfPart('1990/04/14', 'year')).toBe('1990');
    expect(digitsOfPart('١٩٩٠', 'year')).toBe('1990');
    expect(digitsOfPart('   ', 'day')).toBe('');
  });
});
