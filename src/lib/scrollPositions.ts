/**
 * How far down each visited page was scrolled, by history entry (react-router's location.key,
 * which lives in history.state and so survives a reload), for Back and Forward to return there
 * (src/app/layout/ScrollRestoration.tsx). In memory while the app runs, in sessionStorage
 * when the page is hidden or left, so that a reload finds them too. docs/decisions.md "Back to
 * where you were".
 */

import { setRecent } from './recent';
import { sessionEntries } from './sessionEntries';

/** The entries remembered: the most recent ones; a session does not need more to go back. */
export const MAX_REMEMBERED = 50;

const positions = sessionEntries<number>(
  'maktabi.scroll',
  ([y]) => (typeof y === 'number' && Number.isFinite(y) && y >= 0 ? y : undefined),
  (y) => [y],
);

/** Remembers where the entry `key` is scrolled to (the most recent entries are kept). */
export function rememberScroll(key: string, y: number): void {
  setRecent(positions.entries(), key, Math.max(0, Math.round(y)), MAX_REMEMBERED);
}

/** Where the entry `key` was last scrolled to, if it was seen in this session. */
export function rememberedScroll(key: string): number | undefined {
  return positions.entries().get(key);
}

/** Writes the positions to sessionStorage (on pagehide: a reload or a visit elsewhere). */
export function persistScroll(): void {
  positions.save();
}

/** Forgets what is in memory (tests: a new app start reads sessionStorage again). */
export function resetScrollMemory(): void {
  positions.reset();
}
