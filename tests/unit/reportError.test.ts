/**
 * src/lib/reportError: expected business refusals stay out of the console; everything else is
 * logged with its stack (issue 16).
 */
import { isExpectedError, reportError } from '@/lib/reportError';
import { ServiceError, type ServiceErrorCode } from '@/services';

/** Every code of the contract, classified: a new code fails to compile until it is added. */
const CODES: Record<ServiceErrorCode, 'quiet' | 'logged'> = {
  'auth/invalid-credentials': 'quiet',
  'auth/email-already-in-use': 'quiet',
  'auth/weak-password': 'quiet',
  'auth/popup-failed': 'quiet',
  'auth/user-not-found': 'quiet',
  'auth/too-many-requests': 'quiet',
  'auth/admin-account': 'quiet',
  'invalid-argument': 'quiet',
  'not-found': 'quiet',
  'booking/dates-taken': 'quiet',
  'booking/overlap-confirmed': 'quiet',
  'booking/days-blocked': 'quiet',
  'booking/expired': 'quiet',
  'booking/own-listing': 'quiet',
  'booking/not-tenant': 'quiet',
  'booking/invalid-state': 'quiet',
  'booking/too-many-requests': 'quiet',
  'booking/listing-paused': 'quiet',
  'booking/price-changed': 'quiet',
  'booking/end-too-early': 'quiet',
  'calendar/day-confirmed': 'quiet',
  'calendar/day-past': 'quiet',
  'listing/approved-once': 'quiet',
  'listing/no-revision': 'quiet',
  'listing/not-waiting': 'quiet',
  'listing/changed': 'quiet',
  'admin/wrong-password': 'quiet',
  'message/own-listing': 'quiet',
  'message/not-tenant': 'quiet',
  'review/not-eligible': 'quiet',
  'review/exists': 'quiet',
  'review/edit-closed': 'quiet',
  'review/answered': 'quiet',
  'review/not-answered': 'quiet',
  'review/answer-closed': 'quiet',
  'review/hidden': 'quiet',
  'storage/full': 'quiet',
  'permission-denied': 'logged',
  unavailable: 'logged',
  'upload/failed': 'logged',
  unknown: 'logged',
};
const codes = Object.entries(CODES) as [ServiceErrorCode, 'quiet' | 'logged'][];
const EXPECTED = codes.filter(([, v]) => v === 'quiet').map(([c]) => c);
const LOGGED = codes.filter(([, v]) => v === 'logged').map(([c]) => c);

let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  spy.mockRestore();
});

describe('reportError', () => {
  it.each(EXPECTED)('does not log the expected refusal %s', (code) => {
    const e = new ServiceError(code);
    expect(isExpectedError(e)).toBe(true);
    reportError(e);
    reportError(e, 'en chargeant');
    expect(spy).not.toHaveBeenCalled();
  });

  it.each(LOGGED)('logs %s, the error itself (with its stack)', (code) => {
    const e = new ServiceError(code);
    expect(isExpectedError(e)).toBe(false);
    reportError(e);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenCalledWith(e);
  });

  it('logs anything that is not a ServiceError, with the context first when given', () => {
    const bug = new TypeError('x is undefined');
    reportError(bug, 'profil');
    reportError('a string');
    reportError(undefined);
    expect(spy.mock.calls).toEqual([['profil', bug], ['a string'], [undefined]]);
    expect(isExpectedError(bug)).toBe(false);
    // a look-alike with an expected code is not a ServiceError
    expect(isExpectedError({ name: 'ServiceError', code: 'booking/dates-taken' })).toBe(false);
    expect(isExpectedError(Object.assign(new Error(), { code: 'auth/weak-password' }))).toBe(false);
  });
});
