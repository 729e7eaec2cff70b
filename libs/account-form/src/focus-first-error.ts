/**
 * After a failed action, moves the focus to the first field in error (or the alert that says
 * what went wrong), so a keyboard or TV remote finds it.
 */
export function focusFirstError(): void {
  const target = document.querySelector<HTMLElement>(
    'main [aria-invalid="true"], main [role="alert"]',
  );
  if (!target) return;
  if (target.getAttribute('role') === 'alert' && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
  }
  target.focus();
}
