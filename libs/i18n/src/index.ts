export { applyDocumentLanguage } from '@sheet/reference';
export {
  ensureNamespace,
  i18n,
  loadLanguage,
  releaseFallbackStrings,
  setPseudoLanguage,
  setScreamers,
  startI18n,
} from './instance';
export {
  DEFAULT_FALLBACK_LANGUAGE,
  DEFAULT_LANGUAGE,
  fallbackLanguages,
  normaliseLanguage,
} from './languages';
export {
  loadMessages,
  registerNamespace,
  type LibraryStrings,
  type Messages,
  type MessagesLoader,
} from './messages';
export { messagesIn, sameMessage, useMessageText, withMessage, type Message } from './message';
