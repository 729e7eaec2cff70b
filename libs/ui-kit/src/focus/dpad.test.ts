import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusFirstControl, installDpadNavigation } from './dpad';
import { nearestInDirection, type RectLike } from './spatial-geometry';

function rect(left: number, top: number, width = 100, height = 40): RectLike {
  return { left, top, right: left + width, bottom: top + height };
}

/** Sends one keydown to the element, as the browser would, and answers the event. */
function pressOn(element: Element, key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

/** jsdom does no layout: give an element the box it would have on screen. */
function place(element: Element, left: number, top: number, width = 100, height = 40): void {
  const box = { ...rect(left, top, width, height), x: left, y: top, width, height };
  element.getBoundingClientRect = () => ({ ...box, toJSON: () => box }) as DOMRect;
}

describe('nearestInDirection', () => {
  // A 3 × 3 grid of 100 × 40 boxes, 20 px apart.
  const grid = [0, 1, 2].flatMap((row) =>
    [0, 1, 2].map((column) => ({
      element: `r${row}c${column}`,
      rect: rect(column * 120, row * 60),
    })),
  );
  const centre = grid[4]!.rect;
  const others = grid.filter((candidate) => candidate.rect !== centre);

  it.each([
    ['up', 'r0c1'],
    ['down', 'r2c1'],
    ['left', 'r1c0'],
    ['right', 'r1c2'],
  ] as const)('goes %s to the neighbour on that side', (direction, expected) => {
    expect(nearestInDirection(centre, others, direction)?.element).toBe(expected);
  });

  it('finds nothing past the edge', () => {
    expect(nearestInDirection(grid[0]!.rect, grid.slice(1), 'up')).toBeUndefined();
    expect(nearestInDirection(grid[0]!.rect, grid.slice(1), 'left')).toBeUndefined();
  });

  it('prefers the element straight ahead to a closer one off to the side', () => {
    const from = rect(0, 0, 100, 40);
    const candidates = [
      { element: 'aside', rect: rect(160, 50, 100, 40) },
      { element: 'ahead', rect: rect(0, 120, 100, 40) },
    ];
    expect(nearestInDirection(from, candidates, 'down')?.element).toBe('ahead');
  });

  it('goes from a wide field down to the first of a row of narrow ones (document order)', () => {
    const name = rect(0, 0, 360, 40);
    const birthday = [
      { element: 'day', rect: rect(0, 60, 100, 40) },
      { element: 'month', rect: rect(130, 60, 100, 40) },
      { element: 'year', rect: rect(260, 60, 100, 40) },
    ];
    expect(nearestInDirection(name, birthday, 'down')?.element).toBe('day');
    // Back up from any of them lands on the wide field.
    const up = [{ element: 'name', rect: name }];
    expect(nearestInDirection(birthday[2]!.rect, up, 'up')?.element).toBe('name');
  });

  it('falls back to centres when boxes overlap (a label over its control)', () => {
    const from = rect(0, 0, 200, 40);
    const overlapping = [{ element: 'below', rect: rect(0, 30, 200, 40) }];
    expect(nearestInDirection(from, overlapping, 'down')?.element).toBe('below');
    expect(nearestInDirection(from, overlapping, 'up')).toBeUndefined();
  });

  it('is visual: in a right-to-left row the start is on the right', () => {
    // RTL layout: "first" is placed on the right, "second" on its left.
    const first = rect(240, 0);
    const second = { element: 'second', rect: rect(120, 0) };
    expect(nearestInDirection(first, [second], 'left')?.element).toBe('second');
    expect(nearestInDirection(first, [second], 'right')).toBeUndefined();
  });
});

describe('installDpadNavigation', () => {
  let uninstall: () => void = () => undefined;

  afterEach(() => {
    uninstall();
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('dir');
  });

  /**
   * name (wide)                     row 0
   * email            country        row 1
   * [x] terms        (o) a  (o) b   row 2
   * disabled, hidden, tabindex=-1   (never reached)
   * submit                          row 3
   */
  function mountForm() {
    document.body.innerHTML = `
      <a href="#outside" id="outside">Outside</a>
      <form id="root">
        <input id="name" type="text" />
        <input id="email" type="email" />
        <select id="country"><option>US</option><option>FR</option></select>
        <input id="terms" type="checkbox" />
        <input id="radio-a" type="radio" name="r" value="a" />
        <input id="radio-b" type="radio" name="r" value="b" />
        <button id="disabled" type="button" disabled>Disabled</button>
        <button id="hidden" type="button" hidden>Hidden</button>
        <span id="skipped" tabindex="-1">Skipped</span>
        <button id="submit" type="submit">Submit</button>
      </form>`;
    place(byId('outside'), 0, -100);
    place(byId('name'), 0, 0, 400);
    place(byId('email'), 0, 60, 180);
    place(byId('country'), 220, 60, 180);
    place(byId('terms'), 0, 120, 20, 20);
    place(byId('radio-a'), 220, 120, 20, 20);
    place(byId('radio-b'), 300, 120, 20, 20);
    place(byId('disabled'), 0, 170);
    place(byId('skipped'), 0, 170);
    place(byId('hidden'), 0, 170);
    place(byId('submit'), 0, 220);
    const root = byId('root');
    uninstall = installDpadNavigation(root);
    return { root, byId };
  }

  it('moves focus by geometry with the arrow keys, skipping what cannot take focus', async () => {
    const { byId } = mountForm();
    const user = userEvent.setup();
    // Nothing had focus: the form's first control took it as the navigation was installed.
    expect(byId('name')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(byId('email')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(byId('country')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(byId('email')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(byId('terms')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(byId('radio-a')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(byId('radio-b')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(byId('submit')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(byId('email')).toHaveFocus();
  });

  it('stays put at an edge and leaves the key to the browser', async () => {
    const { byId } = mountForm();
    byId('submit').focus();
    const event = pressOn(byId('submit'), 'ArrowDown');
    expect(byId('submit')).toHaveFocus();
    expect(event.defaultPrevented).toBe(false);
  });

  it('leaves ArrowLeft/Right to the caret of a text field until it reaches the start or end', async () => {
    const { byId } = mountForm();
    const user = userEvent.setup();
    const name = byId('name') as HTMLInputElement;
    name.focus();
    await user.keyboard('Ana');
    name.setSelectionRange(1, 1);
    await user.keyboard('{ArrowRight}');
    expect(name).toHaveFocus();
    expect(name.selectionStart).toBe(2);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(name).toHaveFocus();
    expect(name.selectionStart).toBe(0);
    // At the start ArrowLeft has nothing to do in the field; nothing lies to the left either.
    await user.keyboard('{ArrowLeft}');
    expect(name).toHaveFocus();
    // Up/Down always move.
    name.setSelectionRange(1, 1);
    await user.keyboard('{ArrowDown}');
    expect(byId('email')).toHaveFocus();
  });

  it('moves from a text field sideways once the caret is at the end', async () => {
    document.body.innerHTML = `<div id="root"><input id="first" /><input id="last" /></div>`;
    const first = document.getElementById('first') as HTMLInputElement;
    const last = document.getElementById('last') as HTMLInputElement;
    place(first, 0, 0);
    place(last, 120, 0);
    uninstall = installDpadNavigation(document.getElementById('root')!);
    const user = userEvent.setup();
    first.focus();
    await user.keyboard('Jo');
    await user.keyboard('{ArrowRight}');
    expect(last).toHaveFocus();
    // Entering a filled field puts the caret at its end, so typing adds to what is there.
    await user.keyboard('Li');
    await user.keyboard('{ArrowLeft}');
    expect(last).toHaveFocus();
    last.setSelectionRange(0, 0);
    await user.keyboard('{ArrowLeft}');
    expect(first).toHaveFocus();
    expect(first.selectionStart).toBe(2);
  });

  it('moves on from text only when the browser left the caret where it was (any text direction)', async () => {
    document.body.innerHTML = `<div id="root" dir="rtl"><input id="first" value="سلام" /><input id="last" /></div>`;
    const first = document.getElementById('first') as HTMLInputElement;
    const last = document.getElementById('last') as HTMLInputElement;
    // Right-to-left layout: the first field is on the right.
    place(first, 120, 0);
    place(last, 0, 0);
    uninstall = installDpadNavigation(document.getElementById('root')!);
    const arrowLeft = () => pressOn(first, 'ArrowLeft');
    first.focus();
    first.setSelectionRange(0, 0);
    arrowLeft();
    // The browser moved the caret (in Arabic text ArrowLeft goes towards the end): focus stays.
    first.setSelectionRange(1, 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(first).toHaveFocus();
    // At the left edge of the text the browser leaves the caret: the focus goes left.
    first.setSelectionRange(4, 4);
    arrowLeft();
    await waitFor(() => expect(last).toHaveFocus());
  });

  it('moves on from a select with every arrow and never changes its value', async () => {
    const { byId } = mountForm();
    const user = userEvent.setup();
    const country = byId('country') as HTMLSelectElement;
    const changes = jest.fn();
    country.addEventListener('change', changes);
    country.focus();
    await user.keyboard('{ArrowDown}');
    expect(byId('radio-a')).toHaveFocus();
    country.focus();
    await user.keyboard('{ArrowUp}');
    expect(byId('name')).toHaveFocus();
    country.focus();
    await user.keyboard('{ArrowLeft}');
    expect(byId('email')).toHaveFocus();
    expect(country.value).toBe('US');
    expect(changes).not.toHaveBeenCalled();
  });

  it('a select keeps the arrow (prevented) when nothing lies that way, so its value stays', () => {
    const { byId } = mountForm();
    const country = byId('country');
    country.focus();
    expect(pressOn(country, 'ArrowRight').defaultPrevented).toBe(true);
    expect(country).toHaveFocus();
  });

  it("leaves Enter on a select to the browser, which opens the select's list", () => {
    const { byId } = mountForm();
    const country = byId('country');
    country.focus();
    expect(pressOn(country, 'Enter').defaultPrevented).toBe(false);
  });

  it('a multiple select (a list box in the page) keeps ArrowUp/Down for its options', () => {
    const { byId } = mountForm();
    const country = byId('country') as HTMLSelectElement;
    country.multiple = true;
    country.focus();
    expect(pressOn(country, 'ArrowDown').defaultPrevented).toBe(false);
    expect(country).toHaveFocus();
  });

  it('an email field with text keeps ArrowLeft/Right (its caret cannot be read); empty, it moves', async () => {
    const { byId } = mountForm();
    const user = userEvent.setup();
    byId('email').focus();
    await user.keyboard('{ArrowRight}');
    expect(byId('country')).toHaveFocus();
    byId('email').focus();
    await user.keyboard('a@b.c{ArrowRight}');
    expect(byId('email')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(byId('name')).toHaveFocus();
  });

  it('Enter toggles a checkbox and checks a radio, once', async () => {
    const { byId } = mountForm();
    const user = userEvent.setup();
    byId('terms').focus();
    await user.keyboard('{Enter}');
    expect(byId('terms')).toBeChecked();
    await user.keyboard('{Enter}');
    expect(byId('terms')).not.toBeChecked();
    byId('radio-b').focus();
    await user.keyboard('{Enter}');
    expect(byId('radio-b')).toBeChecked();
    expect(byId('radio-a')).not.toBeChecked();
  });

  it('Enter activates a custom role=button element; native buttons keep their own Enter', async () => {
    document.body.innerHTML = `<div id="root"><div id="tile" role="button" tabindex="0">Tile</div><button id="native">Go</button></div>`;
    const tile = document.getElementById('tile')!;
    const native = document.getElementById('native')!;
    place(tile, 0, 0);
    place(native, 0, 60);
    const onTile = jest.fn();
    const onNative = jest.fn();
    tile.addEventListener('click', onTile);
    native.addEventListener('click', onNative);
    uninstall = installDpadNavigation(document.getElementById('root')!);
    const user = userEvent.setup();
    tile.focus();
    await user.keyboard('{Enter}');
    expect(onTile).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(native).toHaveFocus();
    expect(onNative).toHaveBeenCalledTimes(1);
  });

  it('lets a component that handled the key keep it, ignores modifiers and focus outside root', async () => {
    const { byId } = mountForm();
    const user = userEvent.setup();
    byId('name').focus();
    const handled = (event: KeyboardEvent) => event.preventDefault();
    byId('name').addEventListener('keydown', handled);
    await user.keyboard('{ArrowDown}');
    expect(byId('name')).toHaveFocus();
    byId('name').removeEventListener('keydown', handled);
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(byId('name')).toHaveFocus();
    byId('outside').focus();
    await user.keyboard('{ArrowDown}');
    expect(byId('outside')).toHaveFocus();
  });

  it('reaches a sticky bar only when nothing in the page lies that way', async () => {
    document.body.innerHTML = `
      <div id="root">
        <input id="day" /><input id="year" />
        <textarea id="note"></textarea>
        <div style="position: sticky"><button id="back">Back</button><button id="submit">Submit</button></div>
      </div>`;
    const byId = (id: string) => document.getElementById(id)!;
    place(byId('day'), 0, 0);
    place(byId('year'), 300, 0);
    // Below the fold, under the bar that is stuck to the bottom of the viewport.
    place(byId('note'), 0, 700, 400);
    place(byId('back'), 160, 600);
    place(byId('submit'), 300, 600);
    uninstall = installDpadNavigation(byId('root'));
    const user = userEvent.setup();
    byId('year').focus();
    await user.keyboard('{ArrowDown}');
    expect(byId('note')).toHaveFocus();
    // Scrolled into view, just above the bar.
    place(byId('day'), 0, -500);
    place(byId('year'), 300, -500);
    place(byId('note'), 0, 500, 400);
    await user.keyboard('{ArrowDown}');
    expect(byId('back')).toHaveFocus();
    // Inside the bar, its buttons are neighbours.
    await user.keyboard('{ArrowRight}');
    expect(byId('submit')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(byId('note')).toHaveFocus();
  });

  it('reports each move and stops when uninstalled', async () => {
    document.body.innerHTML = `<div id="root"><button id="a">A</button><button id="b">B</button></div>`;
    const a = document.getElementById('a')!;
    const b = document.getElementById('b')!;
    place(a, 0, 0);
    place(b, 0, 60);
    const onMove = jest.fn();
    const stop = installDpadNavigation(document.getElementById('root')!, { onMove });
    const user = userEvent.setup();
    a.focus();
    await user.keyboard('{ArrowDown}');
    expect(b).toHaveFocus();
    expect(onMove).toHaveBeenCalledWith(a, b, 'down');
    stop();
    await user.keyboard('{ArrowUp}');
    expect(b).toHaveFocus();
  });
});

describe('focus when a screen appears (TV)', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.body.innerHTML = '';
  });

  it('gives the first control of the screen focus when nothing has it, never a link', () => {
    document.body.innerHTML = `<div id="root"><button id="outside">Menu</button><main>
      <a id="link" href="/terms">Terms</a><input id="off" disabled /><select id="country"></select>
      <input id="email" /></main></div>`;
    for (const id of ['outside', 'link', 'off', 'country', 'email']) place(byId(id), 0, 0);
    expect(focusFirstControl(byId('root'))).toBe(byId('country'));
    expect(byId('country')).toHaveFocus();
  });

  it('never moves focus a person (or the screen) already put somewhere', () => {
    document.body.innerHTML = `<div id="root"><main><input id="first" /><input id="second" /></main></div>`;
    place(byId('first'), 0, 0);
    place(byId('second'), 0, 60);
    byId('second').focus();
    expect(focusFirstControl(byId('root'))).toBeUndefined();
    expect(byId('second')).toHaveFocus();
  });

  it('focuses the first box of a screen that appears later, and again after the next screen', async () => {
    document.body.innerHTML = `<div id="root"><main><p>Loading…</p></main></div>`;
    stop = installDpadNavigation(byId('root'));
    expect(document.body).toHaveFocus();
    const main = byId('root').querySelector('main')!;
    main.innerHTML = `<input id="digit-1" /><input id="digit-2" />`;
    place(byId('digit-1'), 0, 0);
    place(byId('digit-2'), 60, 0);
    await waitFor(() => expect(byId('digit-1')).toHaveFocus());
    main.innerHTML = `<button id="done">Done</button>`;
    place(byId('done'), 0, 0);
    await waitFor(() => expect(byId('done')).toHaveFocus());
  });
});

function byId(id: string): HTMLElement {
  return document.getElementById(id)!;
}

describe('a box that scrolls', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.body.innerHTML = '';
  });

  function mount(scrollTop: number) {
    document.body.innerHTML = `<div id="root"><main><div id="text" tabindex="0" style="overflow-y: auto">Terms</div><button id="accept">Accept</button></main></div>`;
    const text = byId('text');
    Object.defineProperties(text, {
      scrollHeight: { value: 1000, configurable: true },
      clientHeight: { value: 200, configurable: true },
      scrollTop: { value: scrollTop, configurable: true, writable: true },
    });
    place(text, 0, 0, 300, 200);
    place(byId('accept'), 0, 220);
    stop = installDpadNavigation(byId('root'));
    text.focus();
    return text;
  }

  it('keeps Down while there is more to read, so the browser scrolls it', () => {
    const text = mount(100);
    expect(pressOn(text, 'ArrowDown').defaultPrevented).toBe(false);
    expect(text).toHaveFocus();
  });

  it('lets Down move on once it is at the end', () => {
    const text = mount(800);
    pressOn(text, 'ArrowDown');
    expect(byId('accept')).toHaveFocus();
  });
});
