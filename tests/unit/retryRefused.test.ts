/** The firebase backend runs a review's plan again when its commit is refused (issue 15). */
import { retryRefused } from '@/services/firebase/reviews';
import { ServiceError } from '@/services/types';

const refused = () => Object.assign(new Error('refused'), { code: 'permission-denied' });

describe('retryRefused', () => {
  it('runs again after a refusal, and returns the first success', async () => {
    const run = vi.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce('ok');
    await expect(retryRefused(run)).resolves.toBe('ok');
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('gives up after its attempts with the last refusal', async () => {
    const run = vi.fn().mockRejectedValue(refused());
    await expect(retryRefused(run, 3)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('never runs again after another error', async () => {
    const run = vi.fn().mockRejectedValue(Object.assign(new Error('x'), { code: 'not-found' }));
    await expect(retryRefused(run)).rejects.toMatchObject({ code: 'not-found' });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("never runs again after the plan's own refusal", async () => {
    const run = vi.fn().mockRejectedValue(new ServiceError('permission-denied'));
    await expect(retryRefused(run)).rejects.toBeInstanceOf(ServiceError);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
