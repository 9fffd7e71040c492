/**
 * How far down each visited page was scrolled, by history entry (react-router's location.key,
 * which lives in history.state and so survives a reload), for Back and Forward to return there
 * (src/app/layout/ScrollRestoration.tsx). In memory while the app runs, in sessionStorage
 * when the page is hidden or left, so that a reload finds them too. docs/decisions.md "Back to
 * where you were".
 */

import { setRecent } from './recent';

const STORAGE_KEY = 'maktabi.scroll';
/** The entries remembered: the most recent ones; a session does not need more to go back. */
export const MAX_REMEMBERED = 50;

let positions: Map<string, number> | null = null;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // storage refused (a privacy setting): memory only
    return null;
  }
}

function all(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored)) {
      for (const entry of stored) {
        if (
          Array.isArray(entry) &&
          typeof entry[0] === 'string' &&
          typeof entry[1] === 'number' &&
          Number.isFinite(entry[1]) &&
          entry[1] >= 0
        )
          positions.set(entry[0], entry[1]);
      }
    }
  } catch {
    // unreadable: start afresh
  }
  return positions;
}

/** Remembers where the entry `key` is scrolled to (the most recent entries are kept). */
export function rememberScroll(key: string, y: number): void {
  setRecent(all(), key, Math.max(0, Math.round(y)), MAX_REMEMBERED);
}

/** Where the entry `key` was last scrolled to, if it was seen in this session. */
export function rememberedScroll(key: string): number | undefined {
  return all().get(key);
}

/** Writes the positions to sessionStorage (on pagehide: a reload or a visit elsewhere). */
export function persistScroll(): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify([...all()]));
  } catch {
    // full or refused: Back within the app still works from memory
  }
}

/** Forgets what is in memory (tests: a new app start reads sessionStorage again). */
export function resetScrollMemory(): void {
  positions = null;
}
