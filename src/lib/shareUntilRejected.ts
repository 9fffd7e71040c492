/**
 * One promise for every caller, made on the first call, and forgotten if it is rejected, so that
 * the next call makes a new one. For what is loaded on demand and may fail for a moment: a chunk
 * that did not arrive while offline must not fail every later upload or sign-in until a reload
 * (docs/decisions.md "Auth after the first screen").
 */
export function shareUntilRejected<T>(make: () => Promise<T>): () => Promise<T> {
  let shared: Promise<T> | null = null;
  return () => {
    if (shared) return shared;
    const made = (async () => make())();
    shared = made;
    // Only this promise's own rejection clears it: a new one is made only once it has.
    made.catch(() => (shared = null));
    return made;
  };
}
