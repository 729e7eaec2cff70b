/**
 * The geometry of spatial navigation, free of the DOM: which candidate lies nearest in a
 * direction, scored the way Chromium's own spatial navigation weighs distance along and across.
 */

export type Direction = 'up' | 'down' | 'left' | 'right';

/** The parts of a DOMRect the geometry reads (a DOMRect is one). */
export type RectLike = Pick<DOMRectReadOnly, 'top' | 'right' | 'bottom' | 'left'>;

type Candidate<T = Element> = { element: T; rect: RectLike };

/** Two edges this close count as touching (sub-pixel layout, borders). */
const TOLERANCE = 1;
/**
 * How much more a step across costs than a step in the direction asked for (the weights of
 * Chromium's spatial navigation): going left or right stays in the row if anything is there.
 */
const ACROSS_WEIGHT = { vertical: 2, horizontal: 30 } as const;

/**
 * The candidate nearest to `from` in `direction`, or undefined when nothing lies that way.
 *
 * A candidate lies that way when its near edge is past the far edge of `from` (for `down`: its
 * top is at or below the bottom of `from`); if none does (overlapping layouts), one in line with
 * `from` whose centre is past the centre of `from` will do. Among them the cost is the gap along
 * the direction plus a weighted gap across it (0 when the two overlap across): 2× for up and
 * down, 30× for left and right. So the element straight ahead wins over a slightly closer one off
 * to the side. Ties go to the earlier candidate (document order).
 */
export function nearestInDirection<T>(
  from: RectLike,
  candidates: readonly Candidate<T>[],
  direction: Direction,
): Candidate<T> | undefined {
  const strict = candidates.filter((candidate) => isBeyondEdge(from, candidate.rect, direction));
  const pool = strict.length
    ? strict
    : candidates.filter(
        (candidate) =>
          acrossGap(from, candidate.rect, direction) === 0 &&
          isBeyondCentre(from, candidate.rect, direction),
      );
  let best: Candidate<T> | undefined;
  let bestCost = Infinity;
  for (const candidate of pool) {
    const cost = distanceCost(from, candidate.rect, direction);
    if (cost < bestCost - 0.5) {
      best = candidate;
      bestCost = cost;
    }
  }
  return best;
}

function isBeyondEdge(from: RectLike, to: RectLike, direction: Direction): boolean {
  switch (direction) {
    case 'down':
      return to.top >= from.bottom - TOLERANCE;
    case 'up':
      return to.bottom <= from.top + TOLERANCE;
    case 'right':
      return to.left >= from.right - TOLERANCE;
    case 'left':
      return to.right <= from.left + TOLERANCE;
  }
}

function isBeyondCentre(from: RectLike, to: RectLike, direction: Direction): boolean {
  const fromX = (from.left + from.right) / 2;
  const fromY = (from.top + from.bottom) / 2;
  const toX = (to.left + to.right) / 2;
  const toY = (to.top + to.bottom) / 2;
  switch (direction) {
    case 'down':
      return toY > fromY + TOLERANCE;
    case 'up':
      return toY < fromY - TOLERANCE;
    case 'right':
      return toX > fromX + TOLERANCE;
    case 'left':
      return toX < fromX - TOLERANCE;
  }
}

/** Gap between two intervals on a line; 0 when they overlap. */
function gap(startA: number, endA: number, startB: number, endB: number): number {
  return Math.max(0, startB - endA, startA - endB);
}

/** How far `to` lies to the side of the path from `from` in `direction`; 0 when in line. */
function acrossGap(from: RectLike, to: RectLike, direction: Direction): number {
  return direction === 'up' || direction === 'down'
    ? gap(from.left, from.right, to.left, to.right)
    : gap(from.top, from.bottom, to.top, to.bottom);
}

function distanceCost(from: RectLike, to: RectLike, direction: Direction): number {
  const vertical = direction === 'up' || direction === 'down';
  const along = vertical
    ? gap(from.top, from.bottom, to.top, to.bottom)
    : gap(from.left, from.right, to.left, to.right);
  const across = acrossGap(from, to, direction);
  // Overlapping candidates (the centre fallback) are ranked by how far their centres are apart.
  const centres = vertical
    ? Math.abs((to.top + to.bottom - from.top - from.bottom) / 2)
    : Math.abs((to.left + to.right - from.left - from.right) / 2);
  const weight = vertical ? ACROSS_WEIGHT.vertical : ACROSS_WEIGHT.horizontal;
  return (along || centres / 1000) + weight * across;
}
