import { NOISE_MESSAGES, reportError, stripQuery, type ServiceDeps } from '@sheet/services';

/**
 * Sends uncaught errors, unhandled rejections and load failures to the error sink, minus known
 * noise (the built-in list plus the configured one). Only the message, kind and the page URL
 * without its query go out: never the query, never a value from a form.
 */
export function createErrorReporter(services: ServiceDeps, extraNoise: readonly string[]) {
  const noise = [...NOISE_MESSAGES, ...extraNoise.map((text) => new RegExp(escapeRegExp(text)))];
  const report = (error: unknown, kind: string) => {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    if (noise.some((pattern) => pattern.test(message))) return;
    void reportError(services, {
      message,
      kind,
      url: stripQuery(window.location.href),
      stack: error instanceof Error ? error.stack : undefined,
    }).catch(() => undefined);
  };
  return { report };
}

export function installGlobalErrorHandlers(
  report: (error: unknown, kind: string) => void,
): () => void {
  const onError = (event: ErrorEvent) => report(event.error ?? event.message, 'uncaught');
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason, 'unhandledrejection');
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
