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

/** Where an entry was scrolled to, and how tall its page was then. */
export interface ScrollPlace {
  y: number;
  /** The page's height (0 when unknown: an entry stored before December 2026). */
  height: number;
}

const length = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

const positions = sessionEntries<ScrollPlace>(
  'maktabi.scroll',
  ([y, height = 0]) => (length(y) && length(height) ? { y, height } : undefined),
  ({ y, height }) => [y, height],
);

/**
 * Remembers where the entry `key` is scrolled to, and the page's height then (the most recent
 * entries are kept).
 */
export function rememberScroll(key: string, y: number, height = 0): void {
  const place = { y: Math.max(0, Math.round(y)), height: Math.max(0, Math.round(height)) };
  setRecent(positions.entries(), key, place, MAX_REMEMBERED);
}

/** Where the entry `key` was last scrolled to, if it was seen in this session. */
export function rememberedScroll(key: string): number | undefined {
  return positions.entries().get(key)?.y;
}

/** Where the entry `key` was last scrolled to and how tall its page was, if it was seen. */
export function rememberedPlace(key: string): ScrollPlace | undefined {
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
