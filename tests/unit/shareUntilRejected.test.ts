/**
 * src/lib/shareUntilRejected.ts: what is loaded on demand (Auth, Storage, the backend) is loaded
 * once for every caller, and loaded again after a failure instead of failing until a reload.
 */
import { shareUntilRejected } from '@/lib/shareUntilRejected';

describe('shareUntilRejected', () => {
  it('makes one promise for every caller, before and after it settles', async () => {
    const make = vi.fn(() => Promise.resolve({ loaded: true }));
    const load = shareUntilRejected(make);
    const [a, b] = [load(), load()];
    expect(a).toBe(b);
    const value = await a;
    expect(await load()).toBe(value);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('shares a failure with the callers who asked meanwhile, then makes a new one', async () => {
    let attempt = 0;
    const make = vi.fn(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(attempt);
    });
    const load = shareUntilRejected(make);
    const first = load();
    const meanwhile = load();
    expect(meanwhile).toBe(first);
    await expect(first).rejects.toThrow('offline');
    await expect(load()).resolves.toBe(2);
    await expect(load()).resolves.toBe(2);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('turns a synchronous throw into a rejection, and forgets it too', async () => {
    const make = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => {
        throw new Error('no config');
      })
      .mockImplementation(() => Promise.resolve('ok'));
    const load = shareUntilRejected(make);
    const failed = load();
    expect(failed).toBeInstanceOf(Promise);
    await expect(failed).rejects.toThrow('no config');
    await expect(load()).resolves.toBe('ok');
  });
});
