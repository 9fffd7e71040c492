/**
 * Runs a write plan (../shared/plans) on the local store: its reads through the rules
 * (guardedGet, as `who`), then its writes as one batch (commitWrites, which applies the local
 * copy of firestore.rules). SERVER_TIMESTAMP becomes SERVER_TIME, i.e. the request time.
 */
import { withServerTimestamp, type Plan, type PlanWrite } from '../shared/plans';
import { SERVER_TIME, type Doc, type LocalDbState } from './db';
import type { LocalContext } from './context';
import type { Caller } from './rules';
import { commitWrites, guardedGet, type Write } from './store';

function toLocalWrite(w: PlanWrite): Write {
  if (w.op === 'delete') return { type: 'delete', path: w.path };
  return { type: w.op, path: w.path, data: withServerTimestamp(w.data, () => SERVER_TIME) as Doc };
}

/** Runs `plan` at request time `at` on `state` (inside LocalDb.transact: all or nothing). */
export function applyPlanIn<T>(
  state: LocalDbState,
  who: Caller | null,
  at: Date,
  plan: Plan<T>,
): T {
  let step = plan;
  while (step.kind === 'read') {
    step = step.next(step.paths.map((path) => guardedGet(state, who, at, path)));
  }
  if (step.kind === 'fail') throw step.error;
  commitWrites(state, who, at, step.writes.map(toLocalWrite));
  return step.result;
}

/**
 * Runs `plan` as `who` in one atomic read-modify-write of the store (under the cross-tab lock,
 * on the latest committed state: LocalDb.transact), at request time `now` (the time the plan
 * was made with, so a returned createdAt equals the stored one).
 */
export function applyPlan<T>(
  ctx: LocalContext,
  who: Caller | null,
  now: Date,
  plan: Plan<T>,
): Promise<T> {
  return ctx.db.transact((s) => applyPlanIn(s, who, now, plan));
}
