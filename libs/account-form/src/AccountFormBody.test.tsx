import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { create } from 'zustand';
import type * as ReactI18next from 'react-i18next';
import { registerNamespace, startI18n } from '@sheet/i18n';
import { AccountFormScreen } from './AccountFormBody';
import { runFormAction } from './form-action';
import { initialAccountFormState, type AccountFormState } from './form-state';
import { formMessage } from './messages';
import { ACCOUNT_FORM_NAMESPACE, ACCOUNT_FORM_STRINGS } from './strings';

// A part that shows words looks them up at every draw (useTranslation first): counted, to see
// which parts a change of the store draws again.
const drawsWithWords = jest.fn();
jest.mock('react-i18next', () => {
  const actual = jest.requireActual<typeof ReactI18next>('react-i18next');
  return {
    ...actual,
    useTranslation: (...args: Parameters<typeof actual.useTranslation>) => {
      drawsWithWords();
      return actual.useTranslation(...args);
    },
  };
});

// The check on leaving the credentials, as its chunk: noted when its code is first asked for.
const credentialsCheckLoaded = jest.fn();
jest.mock('./credentials-check', () => {
  credentialsCheckLoaded();
  return { validateCredentialsOnLeave: jest.fn(async () => undefined) };
});

function loadedForm() {
  return create<AccountFormState>(() => ({
    ...initialAccountFormState(),
    storefront: 'USA',
    fieldsLoaded: true,
    fields: [
      { id: 'firstName', label: 'First name', fieldType: 'input', required: true, isActive: true },
      {
        id: 'agreedToTerms',
        label: 'I agree',
        fieldType: 'checkbox',
        required: true,
        isActive: true,
      },
    ],
    links: { terms: 'https://terms.example/', privacy: 'https://privacy.example/' },
  }));
}

beforeAll(async () => {
  registerNamespace(ACCOUNT_FORM_NAMESPACE, ACCOUNT_FORM_STRINGS.loadMessages);
  await startI18n('en-us', [ACCOUNT_FORM_NAMESPACE]);
});

describe('AccountFormScreen', () => {
  // First: a module's code is asked for once a file, so this render is the one that loads it.
  it('loads the check on leaving the credentials once the fields are on screen, before any box has the focus', async () => {
    render(
      <AccountFormScreen
        header={{ title: 'Details', subtitle: 'About you' }}
        store={loadedForm()}
        submitLabel="Continue"
        onSubmit={() => undefined}
      />,
    );
    expect(document.body).toHaveFocus();
    await waitFor(() => expect(credentialsCheckLoaded).toHaveBeenCalledTimes(1));
  });

  it('draws only the busy action and the busy form when Continue is pressed, not the fields or the words', async () => {
    const store = loadedForm();
    let finishWork: () => void = () => undefined;
    const continueAction = () =>
      void runFormAction(store, () => new Promise<void>((resolve) => (finishWork = resolve)));
    render(
      <AccountFormScreen
        header={{ title: 'Details', subtitle: 'About you' }}
        store={store}
        submitLabel="Continue"
        onSubmit={continueAction}
      />,
    );
    const form = screen.getByRole('button', { name: 'Continue' }).closest('form')!;
    drawsWithWords.mockClear();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Please wait…', busy: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(drawsWithWords).not.toHaveBeenCalled();

    // The fields lock once the press is drawn, and open again when the work ends.
    const firstName = screen.getByRole('textbox', { name: /first name/i });
    await waitFor(() => expect(firstName).toBeDisabled());
    expect(drawsWithWords).toHaveBeenCalled();
    await act(async () => finishWork());
    expect(form).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(firstName).toBeEnabled();
  });

  it('gives Try Again the focus when the form could not load, so a D-pad user is not left on the page', () => {
    const store = loadedForm();
    render(
      <AccountFormScreen
        header={{ title: 'Details', subtitle: 'About you' }}
        store={store}
        submitLabel="Continue"
        onSubmit={() => undefined}
      />,
    );
    screen.getByRole('textbox', { name: /first name/i }).focus();

    act(() => store.setState({ loadError: formMessage('errors.loadFailed') }));
    expect(screen.getByText('The Form Couldn’t Be Loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toHaveFocus();
  });
});
