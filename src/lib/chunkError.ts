/**
 * Whether `e` says that a chunk of the app's code did not arrive (offline for a moment, or a
 * deploy that replaced the chunk the open page asks for), as each browser words it, or as
 * Vite's preloading does for a chunk's CSS. Retrying can cure it, unlike a bug.
 */
export function isChunkLoadError(e: unknown): boolean {
  const message = e instanceof Error ? e.message : typeof e === 'string' ? e : '';
  return CHUNK_ERRORS.some((re) => re.test(message));
}

const CHUNK_ERRORS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite (vite:preloadError)
];

/**
 * The address of the module a failed dynamic import names, as Chromium and Firefox say it
 * ("Failed to fetch dynamically imported module: https://…/assets/x.js"); null when the message
 * names none (Safari, Vite's CSS preload) or not a built chunk.
 */
export function failedModuleUrl(e: unknown): string | null {
  const message = e instanceof Error ? e.message : typeof e === 'string' ? e : '';
  const found = /\bhttps?:\/\/[^\s'"]+?\.js(?:\?[^\s'"]*)?(?=$|[\s'"])/.exec(message);
  return found ? found[0] : null;
}

/**
 * A chunk that arrives again but still cannot run: the network is back (its address answers),
 * yet an import anew failed, because the browser keeps, for as long as the page lives, the
 * failure of every module it could not fetch, the chunk's own imports among them (Chromium 150
 * on a page whose chunk and a chunk it imports were both cut off: found by the QA pass of 7
 * December 2026). Only a reload forgets them. Its message is the failure's, so it is a chunk
 * error still (isChunkLoadError). docs/decisions.md "A part that fails to load".
 */
export class ReloadNeededError extends Error {
  constructor(failure: unknown) {
    super(failure instanceof Error ? failure.message : String(failure), { cause: failure });
    this.name = 'ReloadNeededError';
  }
}
