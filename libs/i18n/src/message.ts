import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A message for the person: an i18n key in a namespace with its values (translated when shown, so
 * a language change re-renders it), or, when only the server knows the words, its text.
 */
export type Message =
  { ns: string; i18nKey: string; params?: Record<string, string> } | { text: string };

/** Messages in one namespace's words: `const flowMessage = messagesIn(NAMESPACE)`. */
export const messagesIn =
  (ns: string) =>
  (i18nKey: string, params?: Record<string, string>): Message => ({
    ns,
    i18nKey,
    ...(params ? { params } : {}),
  });

export function sameMessage(a: Message, b: Message): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A list of messages with `added` once (spec §4: general errors are de-duplicated). */
export function withMessage(list: readonly Message[], added: Message): readonly Message[] {
  return list.some((known) => sameMessage(known, added)) ? list : [...list, added];
}

const EVERY_MESSAGE_NAMES_ITS_NAMESPACE: readonly string[] = [];

/** A message's words; no message, no words. */
export type MessageText = {
  (message: Message): string;
  (message: Message | undefined): string | undefined;
};

/** Turns a stored message into the person's language, at render time so it follows the language. */
export function useMessageText(): MessageText {
  // No namespace of its own: each message names its namespace, which its screen has loaded (no
  // namespace here means none is loaded for it, and the hook still follows the language).
  const { t } = useTranslation(EVERY_MESSAGE_NAMES_ITS_NAMESPACE);
  return useCallback(
    (message: Message | undefined) => {
      if (!message) return undefined;
      if ('text' in message) return message.text;
      return t(message.i18nKey, { ns: message.ns, ...message.params });
    },
    [t],
  ) as MessageText;
}
