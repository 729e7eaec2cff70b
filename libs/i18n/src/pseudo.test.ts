import { i18n, registerNamespace, setPseudoLanguage, startI18n } from './index';
import { pseudoText } from './pseudo';

describe('the pseudo-language', () => {
  it('accents and lengthens each string, brackets it, and keeps its placeholders', () => {
    const text = pseudoText('Resend code in @@seconds@@ s', (part) => part.toUpperCase() + '~');
    expect(text).toBe('[RESEND CODE IN ~@@seconds@@ S~]');
  });

  it('shows every string of the sheet in it when the flag is on', async () => {
    registerNamespace('demo', async () => ({
      greeting: 'Hello @@name@@',
      nested: { action: 'Continue' },
    }));
    setPseudoLanguage(true);
    await startI18n('en-us', ['demo']);
    const greeting = i18n.t('greeting', { ns: 'demo', name: 'Dana' });
    expect(greeting).toMatch(/^\[.+ Dana\]$/);
    expect(greeting).not.toContain('Hello');
    const action = i18n.t('nested.action', { ns: 'demo' });
    expect(action).toMatch(/^\[.+\]$/);
    // About a third longer than the English, brackets apart.
    expect(action.length - 2).toBeGreaterThan('Continue'.length);
  });
});
