import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import {
  AlertBox,
  KoreanComplianceBlock,
  NameFields,
  PrivacyConsent,
  SelectField,
  StickyCallToAction,
  TermsCheckbox,
  type FieldValue,
  type FormFieldEntity,
} from '../index';
import { ServerFields, toFormValueMap } from '../../gallery/server-fields';

const fields: FormFieldEntity[] = [
  {
    id: 'acAccountName',
    label: 'Email',
    fieldType: 'input',
    inputType: 'email',
    required: true,
    autocomplete: 'email',
    hint: 'You sign in with it.',
  },
  {
    id: 'addressOfficialCountryCode',
    label: 'Country or Region',
    fieldType: 'select',
    options: [
      { value: 'USA', label: 'United States' },
      { value: 'KOR', label: 'Korea' },
    ],
    value: 'USA',
  },
  {
    id: 'contact',
    label: 'Contact me by',
    fieldType: 'radio',
    options: [
      { value: 'email', label: 'Email' },
      { value: 'phone', label: 'Phone' },
    ],
  },
  { id: 'marketing', label: 'Send me news', fieldType: 'checkbox' },
  { id: 'hidden', label: 'Hidden', fieldType: 'input', isActive: false },
];

function Harness({
  initial = {},
  list = fields,
}: {
  initial?: Record<string, FieldValue>;
  list?: FormFieldEntity[];
}) {
  const [values, setValues] = useState<Record<string, FieldValue>>(initial);
  return (
    <form aria-label="Details">
      <ServerFields
        fields={list}
        values={values}
        onChange={(id, value) => setValues((all) => ({ ...all, [id]: value }))}
      />
      <output data-testid="map">{JSON.stringify(toFormValueMap(values))}</output>
    </form>
  );
}

describe('server-driven fields', () => {
  it('render from the field entities, skip inactive ones, and leave as a map of id and value', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Country or Region' }),
      'KOR',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send me news' }));
    expect(screen.queryByLabelText('Hidden')).not.toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('map').textContent!)).toEqual({
      acAccountName: { id: 'acAccountName', value: 'ana@example.com' },
      addressOfficialCountryCode: { id: 'addressOfficialCountryCode', value: 'KOR' },
      contact: { id: 'contact', value: 'phone' },
      marketing: { id: 'marketing', value: true },
    });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'You sign in with it.',
    );
  });

  it('ties an error to its field; the server message wins over the client one', () => {
    const withErrors: FormFieldEntity[] = [
      {
        ...fields[0]!,
        clientError: true,
        clientErrorMessage: 'Enter an email address.',
        serverError: true,
        serverErrorMessage: 'This email is taken.',
      },
      { ...fields[2]!, clientError: true, clientErrorMessage: 'Choose one.' },
    ];
    render(<Harness list={withErrors} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('You sign in with it. This email is taken.');
    expect(screen.getByRole('radio', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Contact me by' })).toHaveAccessibleDescription(
      'Choose one.',
    );
  });
});

describe('a busy select', () => {
  it('says it is busy and keeps its focus and its choice', async () => {
    const country = fields[1]!;
    const props = { field: country, value: 'KOR', onChange: () => undefined };
    const { rerender } = render(<SelectField {...props} />);
    const select = screen.getByRole('combobox', { name: 'Country or Region' });
    select.focus();
    expect(select).not.toHaveAttribute('aria-busy');

    rerender(<SelectField {...props} busy />);
    expect(select).toHaveAttribute('aria-busy', 'true');
    expect(select).toHaveFocus();
    expect(select).toBeEnabled();
    expect(select).toHaveValue('KOR');
  });
});

describe('composite elements', () => {
  const first: FormFieldEntity = { id: 'firstName', label: 'First name', fieldType: 'input' };
  const last: FormFieldEntity = { id: 'lastName', label: 'Last name', fieldType: 'input' };

  it.each([
    ['en-us', ['First name', 'Last name']],
    ['ar', ['First name', 'Last name']],
    ['ja-jp', ['Last name', 'First name']],
    ['zh-cn', ['Last name', 'First name']],
  ])('name fields in %s come in the order the language writes them', (locale, order) => {
    render(
      <NameFields
        firstName={first}
        lastName={last}
        values={{}}
        onChange={() => undefined}
        locale={locale}
      />,
    );
    expect(screen.getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual(
      order.map((label) => (label === 'First name' ? 'firstName' : 'lastName')),
    );
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAttribute(
      'autocomplete',
      'family-name',
    );
  });

  it('the terms link opens the terms without ticking the required box', async () => {
    const onChange = jest.fn();
    const onOpenTerms = jest.fn();
    render(
      <TermsCheckbox
        field={{ id: 'agreedToTerms', label: 'I agree to the terms', fieldType: 'checkbox' }}
        value={false}
        onChange={onChange}
        termsUrl="https://example.test/terms"
        termsLinkText="Read the terms"
        onOpenTerms={onOpenTerms}
      />,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Read the terms' }));
    expect(onOpenTerms).toHaveBeenCalledWith('https://example.test/terms');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: 'I agree to the terms' })).toBeRequired();
  });

  it('the Korean block shows two consents or one combined, and the cloud terms link', () => {
    const checkbox = (id: string, label: string): FormFieldEntity => ({
      id,
      label,
      fieldType: 'checkbox',
    });
    const { rerender } = render(
      <KoreanComplianceBlock
        title="Consents"
        consents={{
          collection: checkbox('koreaCollectionConsent', 'Collection'),
          transfer: checkbox('koreaTransferConsent', 'Transfer'),
        }}
        values={{}}
        onChange={() => undefined}
        cloudTermsUrl="https://example.test/cloud"
        cloudTermsLinkText="Cloud terms"
      />,
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Cloud terms' })).toHaveAttribute(
      'href',
      'https://example.test/cloud',
    );
    rerender(
      <KoreanComplianceBlock
        title="Consents"
        consents={{ privacy: checkbox('koreaPrivacyConsent', 'Privacy') }}
        values={{}}
        onChange={() => undefined}
        cloudTermsUrl="https://example.test/cloud"
        cloudTermsLinkText="Cloud terms"
      />,
    );
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Consents' })).toBeInTheDocument();
  });

  it('privacy consent shows its notice before its required checkbox', () => {
    render(
      <PrivacyConsent
        field={{ id: 'piplAppleTermsConsent', label: 'I consent', fieldType: 'checkbox' }}
        value={false}
        onChange={() => undefined}
        notice={{
          title: 'Cross-border data',
          text: 'Your data is processed outside China.',
          linkText: 'Privacy policy',
          linkUrl: 'https://example.test/privacy',
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Cross-border data' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I consent' })).toBeRequired();
  });

  it('general errors show once each in an alert', () => {
    render(<AlertBox messages={['Try again later.', 'Try again later.', 'Accept the terms.']} />);
    expect(screen.getByRole('alert').querySelectorAll('li')).toHaveLength(2);
  });

  it('the call to action cannot be pressed twice while busy, and keeps the focus', async () => {
    const onAction = jest.fn();
    const { rerender } = render(<StickyCallToAction label="Continue" onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    rerender(
      <StickyCallToAction label="Continue" busyLabel="Creating…" busy onAction={onAction} />,
    );
    const busy = screen.getByRole('button', { name: 'Creating…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
    await userEvent.click(busy);
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('a submit action runs its form’s handler once, and the browser submits nothing itself', async () => {
    const onSubmit = jest.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Email" />
        <StickyCallToAction label="Continue" submit />
      </form>,
    );
    const action = screen.getByRole('button', { name: 'Continue' });
    const presses: MouseEvent[] = [];
    action.addEventListener('click', (event) => presses.push(event));
    await userEvent.click(action);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // The press is cancelled: the browser's own submission steps (autofill reading every field,
    // a forced layout) never run inside it (issue 33).
    expect(presses.map((press) => press.defaultPrevented)).toEqual([true]);
  });

  it('a busy submit action does not submit its form again', async () => {
    const onSubmit = jest.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <StickyCallToAction label="Continue" busyLabel="Checking…" busy submit />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Checking…' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
