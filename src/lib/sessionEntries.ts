import { setRecent } from './recent';

/**
 * A Map kept in memory and, as a JSON list of `[key, ...value]` entries, in sessionStorage, so
 * that a reload of the page finds it again: where each history entry was scrolled
 * (src/lib/scrollPositions.ts), how many pages of results it showed
 * (src/features/listings/pagesShown.ts), what it showed of the map
 * (src/features/listings/mapMemory.ts), what its booking panel held
 * (src/features/booking/pendingChoice.ts). sessionStorage is read once, on first use; each entry
 * is checked as it is read, so a stale or altered one is dropped rather than trusted. Storage that
 * is refused (a privacy setting), full or unreadable leaves the memory alone working.
 */

export interface SessionEntries<V> {
  /** The entries, read from sessionStorage on first use (the most recent last). */
  entries(): Map<string, V>;
  /** Writes the entries to sessionStorage. */
  save(): void;
  /**
   * Keeps `value` as the entry `key`, among the `max` most recent, or forgets the entry when
   * `value` is undefined (what a page shows by default needs no memory), then saves; nothing is
   * written when the entry already holds a value `same` finds equal, or nothing is forgotten.
   */
  remember(
    key: string,
    value: V | undefined,
    same: (held: V, value: V) => boolean,
    max: number,
  ): void;
  /** Forgets what is in memory (tests: a new app start reads sessionStorage again). */
  reset(): void;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // storage refused (a privacy setting): memory only
    return null;
  }
}

/**
 * The entries stored under `storageKey`. `decode` gets what follows an entry's key and returns its
 * value, or undefined to drop the entry; `encode` gives what follows the key when saved.
 */
export function sessionEntries<V>(
  storageKey: string,
  decode: (rest: unknown[]) => V | undefined,
  encode: (value: V) => unknown[],
): SessionEntries<V> {
  let memory: Map<string, V> | null = null;
  return {
    entries() {
      if (memory) return memory;
      memory = new Map();
      try {
        const stored: unknown = JSON.parse(storage()?.getItem(storageKey) ?? '[]');
        if (Array.isArray(stored)) {
          for (const entry of stored) {
            if (!Array.isArray(entry) || typeof entry[0] !== 'string') continue;
            const value = decode(entry.slice(1));
            if (value !== undefined) memory.set(entry[0], value);
          }
        }
      } catch {
        // unreadable: start afresh
      }
      return memory;
    },
    save() {
      try {
        storage()?.setItem(
          storageKey,
          JSON.stringify([...this.entries()].map(([key, value]) => [key, ...encode(value)])),
        );
      } catch {
        // full or refused: what is in memory still serves until the page is left
      }
    },
    remember(key, value, same, max) {
      const entries = this.entries();
      const held = entries.get(key);
      if (value === undefined) {
        if (!entries.delete(key)) return;
      } else {
        if (held !== undefined && same(held, value)) return;
        setRecent(entries, key, value, max);
      }
      this.save();
    },
    reset() {
      memory = null;
    },
  };
}
