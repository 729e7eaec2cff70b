/**
 * Spatial navigation for a TV remote (D-pad): the arrow keys move focus to the nearest focusable
 * element in that direction, by where things are on screen (bounding rectangles), and Enter
 * activates what has focus. Because it works on geometry, right-to-left pages need nothing special:
 * ArrowLeft goes to what is visually on the left.
 *
 * Controls keep the keys they need:
 * - a text field keeps ArrowLeft/Right while its caret can move that way (an empty field lets them
 *   go at once; an email or number field with text, whose caret cannot be read, keeps them);
 * - a select gives every arrow to the focus and never changes its value on one: a closed select
 *   would otherwise change the value (and whatever hangs on it, like the storefront) at each step
 *   down the page. Enter (the remote's OK) is left to the browser, which opens the select's list;
 *   there Up/Down choose and OK confirms, as on any TV;
 * - a box that scrolls keeps Up and Down until it has scrolled to that end;
 * - a component's own handler that called preventDefault wins (this listener runs in the bubbling
 *   phase on the document, after React's).
 * Fixed and sticky bars (the sticky call to action) are reached from the page only when nothing in
 * the page lies that way.
 *
 * A remote has no pointer to put focus somewhere first: whenever nothing has focus (a screen just
 * appeared, or the focused element went away) the screen's first control takes it.
 */

import { nearestInDirection, type Direction } from './spatial-geometry';

export type DpadOptions = {
  /** Which elements take part; defaults to FOCUSABLE_SELECTOR. */
  selector?: string;
  /** Called after focus moved (for metrics, or to scroll a list in a custom way). */
  onMove?: (from: Element | null, to: HTMLElement, direction: Direction) => void;
};

const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[tabindex]',
  '[contenteditable=""]',
  '[contenteditable="true"]',
].join(',');

const KEY_DIRECTIONS: Readonly<Record<string, Direction>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** Inputs whose caret moves with ArrowLeft/Right. */
const TEXT_INPUT_TYPES = new Set(['text', 'email', 'password', 'tel', 'number', 'search', 'url']);

/** Focusable, enabled and rendered: what a D-pad user can land on. */
function isNavigable(element: HTMLElement): boolean {
  if (element.getAttribute('tabindex') === '-1') return false;
  if (element.matches(':disabled')) return false;
  if (element.closest('[hidden], [inert]')) return false;
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return false;
  const view = element.ownerDocument.defaultView;
  const style = view?.getComputedStyle(element);
  return style?.visibility !== 'hidden' && style?.display !== 'none';
}

/** Whether the element is, or is inside, something fixed or sticky (up to root). */
function isPinned(element: Element, root: HTMLElement): boolean {
  const view = element.ownerDocument.defaultView;
  for (let node: Element | null = element; node && node !== root; node = node.parentElement) {
    const position = view?.getComputedStyle(node).position;
    if (position === 'fixed' || position === 'sticky') return true;
  }
  return false;
}

function navigableElements(
  root: HTMLElement,
  selector: string = FOCUSABLE_SELECTOR,
): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(selector)].filter(isNavigable);
}

/** What a screen's first control is: a form control or something made focusable, not a link. */
const CONTROL_SELECTOR = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

/**
 * When nothing has focus, focuses the first control of the screen (its `main`, else `root`): the
 * first field of a form, the first box of a code. Something focused is never moved.
 */
export function focusFirstControl(root: HTMLElement): HTMLElement | undefined {
  const doc = root.ownerDocument;
  const active = doc.activeElement;
  if (active && active !== doc.body && active.isConnected) return undefined;
  const screen = root.querySelector<HTMLElement>('main') ?? root;
  const first = navigableElements(screen, CONTROL_SELECTOR)[0];
  first?.focus();
  return first;
}

function isTextLike(element: Element): element is HTMLInputElement | HTMLTextAreaElement {
  if (element instanceof HTMLTextAreaElement) return true;
  return element instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(element.type);
}

type Caret = { start: number; end: number; value: string };

/** Where the caret is, or undefined for fields that do not say (email and number fields). */
function caretOf(field: HTMLInputElement | HTMLTextAreaElement): Caret | undefined {
  try {
    const { selectionStart: start, selectionEnd: end, value } = field;
    return start === null || end === null ? undefined : { start, end, value };
  } catch {
    return undefined;
  }
}

/**
 * A box that scrolls (long terms, say) keeps Up and Down while it can still scroll that way, so
 * the arrows read it to the end before they move on.
 */
function canScrollFurther(element: Element, key: string): boolean {
  if (key !== 'ArrowUp' && key !== 'ArrowDown') return false;
  if (element.scrollHeight <= element.clientHeight + 1) return false;
  const overflow = element.ownerDocument.defaultView?.getComputedStyle(element).overflowY;
  if (overflow !== 'auto' && overflow !== 'scroll') return false;
  return key === 'ArrowUp'
    ? element.scrollTop > 0
    : element.scrollTop + element.clientHeight < element.scrollHeight - 1;
}

/** Whether the focused control needs this arrow key for itself. */
function controlKeepsKey(element: Element, key: string): boolean {
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  if (canScrollFurther(element, key)) return true;
  // A list box shows its options in the page: its arrows choose among them.
  if (element instanceof HTMLSelectElement) return element.multiple;
  if (element instanceof HTMLInputElement && element.type === 'range') {
    return key === 'ArrowLeft' || key === 'ArrowRight';
  }
  return false;
}

/** Elements whose Enter key the browser already turns into a click (or a form submission). */
function activatesNatively(element: Element): boolean {
  if (element instanceof HTMLButtonElement) return true;
  if (element instanceof HTMLAnchorElement || element instanceof HTMLAreaElement) {
    return element.hasAttribute('href');
  }
  if (element instanceof HTMLInputElement) {
    return ['submit', 'button', 'reset', 'image'].includes(element.type) || isTextLike(element);
  }
  return (
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement ||
    element.tagName === 'SUMMARY'
  );
}

const CLICKABLE_ROLES = new Set([
  'button',
  'link',
  'checkbox',
  'radio',
  'switch',
  'tab',
  'menuitem',
  'option',
]);

function placeCaretAtEnd(element: HTMLElement): void {
  if (!isTextLike(element)) return;
  try {
    const end = element.value.length;
    element.setSelectionRange(end, end);
  } catch {
    // email and number fields have no selection API; the browser keeps its caret.
  }
}

/**
 * Listens for the D-pad keys on the document of `root` and moves focus among the focusable
 * elements inside `root`. Returns the function that stops it.
 */
export function installDpadNavigation(root: HTMLElement, options: DpadOptions = {}): () => void {
  const doc = root.ownerDocument;
  const view = doc.defaultView;
  const selector = options.selector ?? FOCUSABLE_SELECTOR;
  let installed = true;

  /** Focuses the nearest element that way (the first one when nothing had focus). */
  const move = (from: HTMLElement | null, direction: Direction): HTMLElement | undefined => {
    const elements = navigableElements(root, selector);
    let target: HTMLElement | undefined = elements[0];
    if (from) {
      const fromRect = from.getBoundingClientRect();
      const candidates = elements
        .filter((element) => element !== from)
        .map((element) => ({ element, rect: element.getBoundingClientRect() }));
      // Fixed and sticky bars (a sticky call to action) sit over the page wherever it scrolls:
      // from the page, they are reached only when nothing in the page lies that way.
      const inFlow = isPinned(from, root)
        ? []
        : candidates.filter((candidate) => !isPinned(candidate.element, root));
      target = (
        nearestInDirection(fromRect, inFlow, direction) ??
        nearestInDirection(fromRect, candidates, direction)
      )?.element;
    }
    if (!target) return undefined;
    target.focus();
    target.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    placeCaretAtEnd(target);
    options.onMove?.(from, target, direction);
    return target;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const active = doc.activeElement;
    const inRoot = active instanceof HTMLElement && active !== doc.body && root.contains(active);
    if (active && active !== doc.body && !inRoot) return;

    if (event.key === 'Enter') {
      if (!inRoot || activatesNatively(active)) return;
      const role = active.getAttribute('role');
      const checkable =
        active instanceof HTMLInputElement &&
        (active.type === 'checkbox' || active.type === 'radio');
      if (checkable || (role && CLICKABLE_ROLES.has(role))) {
        event.preventDefault();
        active.click();
      }
      return;
    }

    const direction = KEY_DIRECTIONS[event.key];
    if (!direction) return;
    if (!inRoot) {
      if (move(null, direction)) event.preventDefault();
      return;
    }
    if (controlKeepsKey(active, event.key)) return;

    if (isTextLike(active) && (direction === 'left' || direction === 'right') && active.value) {
      // The caret goes first. Whether it can go further that way depends on the direction of the
      // text under it (Latin text in a right-to-left field, say), so the browser moves it and the
      // focus moves only if the caret did not: it was already at that edge of the text.
      const before = caretOf(active);
      if (!before) return;
      view?.setTimeout(() => {
        const after = caretOf(active);
        const stayed =
          after?.start === before.start && after.end === before.end && after.value === before.value;
        if (installed && stayed && !event.defaultPrevented && doc.activeElement === active) {
          move(active, direction);
        }
      }, 0);
      return;
    }

    // A closed select would change its value on an arrow: never let it, even at the page's edge.
    if (active instanceof HTMLSelectElement) event.preventDefault();
    // Nothing that way: the browser may scroll, so text below the last control can still be read.
    if (move(active, direction)) event.preventDefault();
  };

  doc.addEventListener('keydown', onKeyDown);
  const focusOnEntry = view?.MutationObserver
    ? new view.MutationObserver(() => focusFirstControl(root))
    : undefined;
  focusOnEntry?.observe(root, { childList: true, subtree: true });
  focusFirstControl(root);
  return () => {
    installed = false;
    focusOnEntry?.disconnect();
    doc.removeEventListener('keydown', onKeyDown);
  };
}
