/**
 * The bound on calendar hoarding (SECURITY.md): a tenant makes at most MAX_REQUESTS_PER_WINDOW
 * booking requests per 24-hour window. A window starts with the first request made once the
 * previous window is over; cancelling a request gives nothing back. firestore.rules count the
 * requests in holdQuotas/{uid}, written in the same write as each booking.
 */
export const MAX_REQUESTS_PER_WINDOW = 5;
/** 24 hours, written out: a product of constants evaluated at import is a mutant no test can reach. */
export const QUOTA_WINDOW_MS = 86_400_000;

export interface HoldQuota {
  windowStart: Date;
  count: number;
}

/** What one more request at `now` does to the quota. */
export type QuotaStep =
  /** A new window starts now, with this request as its first. */
  | { kind: 'new-window' }
  /** Counted in the current window, which then holds `count` requests. */
  | { kind: 'same-window'; count: number }
  /** The window is full until `until`. */
  | { kind: 'full'; until: Date };

export function nextQuotaStep(current: HoldQuota | null, now: Date): QuotaStep {
  if (!current) return { kind: 'new-window' };
  const until = new Date(current.windowStart.getTime() + QUOTA_WINDOW_MS);
  if (now.getTime() >= until.getTime()) return { kind: 'new-window' };
  if (current.count >= MAX_REQUESTS_PER_WINDOW) return { kind: 'full', until };
  return { kind: 'same-window', count: current.count + 1 };
}
