import { failedModuleUrl, ReloadNeededError } from './chunkError';

/**
 * A dynamic `import()` that can be asked for again after it failed: a phone that lost its
 * network for a moment gets the module once it is back, without a reload. Used by lazyRetry
 * (the app's lazy components) and by the photo tool (src/lib/images.ts).
 *
 * The browser keeps a failed import: Chromium 150 answers a second `import()` of the same
 * address with the first failure, without fetching (tests/e2e/chunkFailure.e2e.mjs caught it,
 * December 2026). So after a failure, the next call runs the loader again and, when that fails
 * too, imports the address the failure named (failedModuleUrl) with a query of its own
 * (`?retry=1`, 2…), which is another module to the browser and is fetched; its exports are the
 * chunk's, which keeps the names of its entry's exports. Where the failure names no address
 * (Safari), the loader's failure stands. When that import fails too although the address
 * answers now, the network is back but the browser kept the failure of a module the chunk
 * imports, which no new query reaches: ReloadNeededError, which only a reload cures.
 * docs/decisions.md "A part that fails to load".
 */
export function retryableImport<M>(load: () => Promise<M>): () => Promise<M> {
  let failedUrl: string | null = null;
  let failures = 0;
  return () =>
    load().catch((e: unknown): Promise<M> => {
      failedUrl = failedModuleUrl(e) ?? failedUrl;
      failures += 1;
      // the first failure stands: its page is still offline, most likely, and says so
      if (failures === 1 || !failedUrl) throw e;
      const address = failedUrl.split('?')[0]!;
      return (import(/* @vite-ignore */ `${address}?retry=${failures - 1}`) as Promise<M>).catch(
        async () => {
          // still offline: the same failure; online again: one the page keeps until a reload
          throw (await answers(address)) ? new ReloadNeededError(e) : e;
        },
      );
    });
}

/** Whether the network fetches `address` now (bypassing the HTTP cache). */
function answers(address: string): Promise<boolean> {
  return fetch(address, { cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  );
}
