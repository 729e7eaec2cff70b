/** Passes uncaught errors and unhandled rejections to `report`; returns how to stop. */
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
