import { shareUntilRejected } from '@/lib/shareUntilRejected';
import { ServiceError } from '../types';

/**
 * The shared write plans (../shared/plans), fetched with the first write: a visitor, who only
 * reads, never loads them (docs/decisions.md "Services fetched when first used"). The paths the
 * reads use come from ../shared/plans/plan, which stays in the start-up. A chunk that did not
 * arrive (offline) fails that write as `unavailable`, and is fetched again on the next one.
 */
export const plans = shareUntilRejected(() =>
  import('../shared/plans').catch((e: unknown) => {
    throw new ServiceError('unavailable', 'plans', { cause: e });
  }),
);
