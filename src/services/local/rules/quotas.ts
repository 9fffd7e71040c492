/** holdQuotas/{userId} (firestore.rules): the tenant's booking requests per 24-hour window. */
import { MAX_REQUESTS_PER_WINDOW, QUOTA_WINDOW_MS } from '@/domain/holdQuota';
import type { Doc } from '../db';
import {
  type RuleEnv,
  type DocOperation,
  signedIn,
  requestTime,
  isTimestamp,
  tsMs,
  hasAll,
  hasOnly,
  isDocId,
} from './helpers';

const QUOTA_KEYS = ['windowStart', 'count', 'lastBookingId'];

/** The booking this request creates, by this tenant, in the same write. */
function validQuota(env: RuleEnv, d: Doc): boolean {
  if (!signedIn(env) || !isDocId(d.lastBookingId)) return false;
  const b = env.getAfter(`bookings/${d.lastBookingId}`);
  return (
    hasAll(d, QUOTA_KEYS) &&
    hasOnly(d, QUOTA_KEYS) &&
    isTimestamp(d.windowStart) &&
    typeof d.count === 'number' &&
    Number.isInteger(d.count) &&
    b !== null &&
    b.tenantId === env.auth.uid &&
    b.status === 'pending_admin' &&
    b.createdAt === requestTime(env)
  );
}

export function holdQuotasRule(
  env: RuleEnv,
  op: DocOperation,
  userId: string,
  before: Doc | null,
  after: Doc | null,
): boolean {
  const own = signedIn(env) && env.auth.uid === userId;
  switch (op) {
    case 'get':
      return own;
    case 'create':
      return (
        own &&
        after !== null &&
        validQuota(env, after) &&
        after.windowStart === requestTime(env) &&
        after.count === 1
      );
    case 'update': {
      if (!own || before === null || after === null || !validQuota(env, after)) return false;
      const sameWindow =
        after.windowStart === before.windowStart &&
        typeof before.count === 'number' &&
        after.count === before.count + 1 &&
        (after.count as number) <= MAX_REQUESTS_PER_WINDOW;
      const newWindow =
        env.now.getTime() >= tsMs(before.windowStart) + QUOTA_WINDOW_MS &&
        after.windowStart === requestTime(env) &&
        after.count === 1;
      return sameWindow || newWindow;
    }
    default:
      return false;
  }
}
