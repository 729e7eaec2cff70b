import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerNamespace, startI18n } from '@sheet/i18n';
import enUs from '../locales/en-us.json';
import { UI_KIT_NAMESPACE } from '../strings';
import { CodeVerificationForm, preloadCodeVerificationForm } from './code-form-on-demand';

const props = {
  label: 'Verification code',
  value: '12',
  onChange: () => undefined,
  onResend: () => undefined,
  resendAfterSeconds: 30,
};

// The boxes' chunk fails to load twice (a preload, then a screen), then loads.
let failuresLeft = 2;
jest.mock('./CodeVerificationForm', () => {
  if (failuresLeft > 0) {
    failuresLeft -= 1;
    throw new Error('chunk failed to load');
  }
  return jest.requireActual('./CodeVerificationForm');
});

beforeAll(async () => {
  registerNamespace(UI_KIT_NAMESPACE, async () => enUs);
  await startI18n('en-us', [UI_KIT_NAMESPACE]);
});

// In this order: the module keeps what it loaded.
describe('the code boxes on demand', () => {
  it('shows a spinner, says the boxes did not load, and loads them on Retry', async () => {
    preloadCodeVerificationForm(); // fails: forgotten, not shown
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<CodeVerificationForm {...props} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code boxes didn’t load. Check your connection, then try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digit 2 of 6' })).toHaveValue('2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('once loaded, shows the boxes at once', () => {
    render(<CodeVerificationForm {...props} />);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
  });
});
