/**
 * A service fetched on its first call (src/services/firebase/lazyService.ts): the firebase
 * backend's notifications and messages, never loaded for a visitor.
 */
import { initializeApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore/lite';
import type { FirebaseHandles } from '@/lib/firebase';
import type { FirebaseContext } from '@/services/firebase/context';
import { lazyService } from '@/services/firebase/lazyService';

interface Counter {
  add(a: number, b: number): Promise<number>;
  name(): Promise<string>;
}

function counterModule() {
  const calls: unknown[][] = [];
  const service: Counter = {
    add: (a, b) => {
      calls.push(['add', a, b]);
      return Promise.resolve(a + b);
    },
    name: () => Promise.resolve('compteur'),
  };
  return { calls, service };
}

describe('lazyService', () => {
  it('loads nothing until a method is called, then once for calls made together', async () => {
    const { calls, service } = counterModule();
    const load = vi.fn(() => Promise.resolve(service));
    const lazy = lazyService(load, { add: true, name: true });
    expect(load).not.toHaveBeenCalled();
    expect(Object.keys(lazy).sort()).toEqual(['add', 'name']);

    const [sum, name] = await Promise.all([lazy.add(2, 3), lazy.name()]);
    expect(sum).toBe(5);
    expect(name).toBe('compteur');
    await lazy.add(10, 1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([
      ['add', 2, 3],
      ['add', 10, 1],
    ]);
  });

  it("passes on the method's own failure, the module kept", async () => {
    const load = vi.fn(() =>
      Promise.resolve<Counter>({
        add: () => Promise.reject(new Error('refusé')),
        name: () => Promise.resolve('compteur'),
      }),
    );
    const lazy = lazyService(load, { add: true, name: true });
    await expect(lazy.add(1, 1)).rejects.toThrow('refusé');
    await expect(lazy.name()).resolves.toBe('compteur');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the call when the module does not arrive, and fetches it again on the next one', async () => {
    const { service } = counterModule();
    const load = vi
      .fn<() => Promise<Counter>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(service);
    const lazy = lazyService(load, { add: true, name: true });
    await expect(lazy.add(1, 2)).rejects.toThrow('Failed to fetch');
    await expect(lazy.add(1, 2)).resolves.toBe(3);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not a thenable: awaiting the service object gives the object', async () => {
    const { service } = counterModule();
    const lazy = lazyService(() => Promise.resolve(service), { add: true, name: true });
    expect(await Promise.resolve(lazy)).toBe(lazy);
  });
});

describe('the firebase backend', () => {
  it('has its notifications and messages fetched on first use, every method present', async () => {
    const { createFirebaseBackend } = await import('@/services/firebase');
    const { createNotificationsService, createMessagesService } =
      await import('@/services/firebase/inbox');
    const app = initializeApp({ projectId: 'demo-maktabi', apiKey: 'test' }, 'lazy-service');
    const handles = {
      app,
      db: getFirestore(app),
      authNow: () => null,
    } as unknown as FirebaseHandles;
    const backend = createFirebaseBackend(handles);
    const ctx = handles as FirebaseContext;
    // the same methods as the services themselves (built here, never called)
    expect(Object.keys(backend.notifications).sort()).toEqual(
      Object.keys(createNotificationsService(ctx)).sort(),
    );
    expect(Object.keys(backend.messages).sort()).toEqual(
      Object.keys(createMessagesService(ctx)).sort(),
    );
  });
});
