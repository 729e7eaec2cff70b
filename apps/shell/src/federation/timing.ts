/**
 * How long the sheet waits for a remote before it shows the error screen with Retry: an answer
 * within 5 s, where the runtime's own default (20 s, tried twice) is far too long for a person
 * holding a phone or a TV remote. Same figure as the sheet-runtime lib's LOAD_TIMEOUT_MS for screens; it
 * is a literal because the federation runtime plugin that uses it runs before any shared module
 * (the sheet-runtime lib is one) may load.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 4000;
