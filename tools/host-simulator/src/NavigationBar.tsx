import type { NavigationButtons } from '@sheet/bridge';

/**
 * The host's native navigation bar above the sheet: the buttons the sheet asked for with
 * setNavigationButtons (none until it asks). Their names are never "Back" or "Close" alone, so
 * they are not mistaken for the toolbar's Back or the sheet's own Close.
 */
export function NavigationBar(props: {
  buttons: NavigationButtons | null;
  onBack(): void;
  onClose(): void;
}) {
  const back = props.buttons?.back ?? false;
  const close = props.buttons?.close ?? false;
  return (
    <nav className="host-nav" aria-label="Host navigation bar">
      {back ? (
        <button
          type="button"
          className="host-nav__button host-nav__button--back"
          aria-label="Previous screen"
          title="Previous screen"
          onClick={props.onBack}
        >
          <span aria-hidden="true">‹</span>
        </button>
      ) : null}
      {close ? (
        <button
          type="button"
          className="host-nav__button host-nav__button--close"
          aria-label="Close sheet"
          title="Close sheet"
          onClick={props.onClose}
        >
          <span aria-hidden="true">✕</span>
        </button>
      ) : null}
    </nav>
  );
}
