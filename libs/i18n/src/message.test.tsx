import { act, renderHook } from '@testing-library/react';
import { i18n, registerNamespace, startI18n } from './index';
import { messagesIn, sameMessage, useMessageText, withMessage, type Message } from './message';

const STRINGS: Record<string, Record<string, string>> = {
  'en-us': { greeting: 'Sent to @@name@@', plain: 'Try Again' },
  fr: { greeting: 'Envoyé à @@name@@', plain: 'Réessayer' },
};

beforeAll(async () => {
  registerNamespace('message-test', async (language) => STRINGS[language] ?? {});
  await startI18n('en-us', ['message-test']);
  await i18n.loadLanguages('fr');
});

const flowMessage = messagesIn('message-test');

describe('messages', () => {
  it('are made in a namespace, with their values only when they have some', () => {
    expect(flowMessage('plain')).toEqual({ ns: 'message-test', i18nKey: 'plain' });
    expect(flowMessage('greeting', { name: 'Ana' })).toEqual({
      ns: 'message-test',
      i18nKey: 'greeting',
      params: { name: 'Ana' },
    });
  });

  it('are added to a list once', () => {
    const list: readonly Message[] = [flowMessage('plain')];
    expect(withMessage(list, flowMessage('plain'))).toBe(list);
    expect(withMessage(list, { text: 'plain' })).toEqual([flowMessage('plain'), { text: 'plain' }]);
    expect(sameMessage(flowMessage('plain'), { text: 'plain' })).toBe(false);
  });
});

describe('useMessageText', () => {
  it('says a message in the person’s language, following a language change', async () => {
    const { result } = renderHook(() => useMessageText());
    const greeting = flowMessage('greeting', { name: 'Ana' });
    expect(result.current(greeting)).toBe('Sent to Ana');
    expect(result.current({ text: 'The server’s own words' })).toBe('The server’s own words');
    expect(result.current(undefined)).toBeUndefined();
    await act(() => i18n.changeLanguage('fr'));
    expect(result.current(greeting)).toBe('Envoyé à Ana');
  });
});
