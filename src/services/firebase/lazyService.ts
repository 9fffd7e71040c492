import { shareUntilRejected } from '@/lib/shareUntilRejected';

/**
 * A service whose code is fetched on its first call: the backend's start-up stays smaller for a
 * visitor, who never reads notifications or conversations (docs/decisions.md "Services fetched
 * when first used"). Each method waits for the module, then calls it; a module that did not
 * arrive (offline) fails that call and is fetched again on the next one (shareUntilRejected).
 */
type AsyncMethods<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> };

export function lazyService<T extends AsyncMethods<T>>(
  load: () => Promise<T>,
  /** Every method of the service, so that the object is whole before its module arrives. */
  methods: { [K in keyof T]: true },
): T {
  const service = shareUntilRejected(load);
  const out: Partial<T> = {};
  for (const name of Object.keys(methods) as (keyof T)[]) {
    const call = async (...args: never[]) => {
      const loaded = await service();
      return (loaded[name] as (...a: never[]) => Promise<unknown>)(...args);
    };
    out[name] = call as T[keyof T];
  }
  return out as T;
}
