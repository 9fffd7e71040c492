/**
 * The app's history, with a leave guard (docs/decisions.md#leave-guard).
 *
 * The app runs on react-router's declarative router (`unstable_HistoryRouter`), not its data
 * router: the data router weighs 17 kB gzip more in the JavaScript every page loads first, and
 * the app used it for one thing only, `useBlocker` (docs/decisions.md#a-declarative-router). This
 * wrapper gives that one thing back: while a page has a guard, a navigation it refuses is held —
 * a link or `navigate()` is not made, the browser's Back or Forward is undone — until the page
 * lets it go on (`proceed`) or stay (`reset`). The guard is asked at the moment of leaving.
 */
import type { Path, To, unstable_HistoryRouter } from 'react-router-dom';

export type History = Parameters<typeof unstable_HistoryRouter>[0]['history'];
type Listener = Parameters<History['listen']>[0];

/** Whether leaving `current` for `next` must be asked first. */
export type LeaveCheck = (current: Path, next: Path) => boolean;

/** A navigation held by the guard: the page's dialog lets it go on, or stays. */
export interface HeldNavigation {
  proceed(): void;
  reset(): void;
}

export interface GuardedHistory extends History {
  /**
   * Guards navigations with `check` until the returned function is called; `onHeld` hears of a
   * held navigation, then `null` once it has gone on or been given up. One guard at a time: a
   * later one replaces an earlier one.
   */
  guard(check: LeaveCheck, onHeld: (held: HeldNavigation | null) => void): () => void;
  /**
   * Asks the guard about leaving for `to` without going there, for what leaves the page by other
   * means than a navigation (signing out: the page goes with the user). True at once when
   * nothing guards it; otherwise the page's dialog shows, and it settles with the user's
   * choice: true once they leave (the page's own leaving, such as forgetting its draft, done),
   * false if they stay.
   */
  mayLeave(to: To): Promise<boolean>;
}

const pathOf = ({ pathname, search, hash }: Path): Path => ({ pathname, search, hash });

export function guardHistory(base: History): GuardedHistory {
  let active: { check: LeaveCheck; onHeld: (held: HeldNavigation | null) => void } | null = null;
  /** Where the router is: when a Back is heard, the address has already moved on. */
  let routed = pathOf(base.location);
  /** The next pop is the guard's own: undoing a held Back (skip) or making it (let through). */
  let ownPop: 'undo' | 'redo' | null = null;

  /**
   * Holds the navigation from `from` to `next` if the guard refuses it; `go` makes it, `stay`
   * hears that it was given up.
   */
  function held(from: Path, next: Path, go: () => void, stay?: () => void): boolean {
    const guard = active;
    if (!guard || !guard.check(from, next)) return false;
    let settled = false;
    const settle = (then?: () => void) => {
      if (settled) return;
      settled = true;
      guard.onHeld(null); // even if the page re-registered its guard meanwhile: its dialog closes
      then?.();
    };
    guard.onHeld({ proceed: () => settle(go), reset: () => settle(stay) });
    return true;
  }

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (n) => base.go(n),
    push(to, state) {
      const go = () => base.push(to, state);
      if (!held(pathOf(base.location), base.encodeLocation(to), go)) go();
    },
    replace(to, state) {
      const go = () => base.replace(to, state);
      if (!held(pathOf(base.location), base.encodeLocation(to), go)) go();
    },
    listen(listener: Listener) {
      routed = pathOf(base.location);
      const stop = base.listen((update) => {
        if (update.action === 'POP') {
          const own = ownPop;
          ownPop = null;
          if (own === 'undo') return; // back where the router already is
          const { delta } = update;
          if (own !== 'redo' && delta) {
            const refused = held(routed, pathOf(update.location), () => {
              ownPop = 'redo';
              base.go(delta);
            });
            if (refused) {
              ownPop = 'undo';
              base.go(-delta);
              return;
            }
          }
        }
        routed = pathOf(update.location);
        listener(update);
      });
      return stop;
    },
    mayLeave(to) {
      return new Promise((resolve) => {
        const asked = held(
          pathOf(base.location),
          base.encodeLocation(to),
          () => resolve(true),
          () => resolve(false),
        );
        if (!asked) resolve(true);
      });
    },
    guard(check, onHeld) {
      const guard = { check, onHeld };
      active = guard;
      return () => {
        if (active === guard) active = null;
      };
    },
  };
}
