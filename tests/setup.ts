import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import toast from 'react-hot-toast';
import { resetChoicesMemory } from '@/features/booking/pendingChoice';
import { resetMapMemory } from '@/features/listings/mapMemory';
import { forgetKeptResults } from '@/features/listings/useSearchResults';
import { resetScrollMemory } from '@/lib/scrollPositions';
import { resetEntryDrafts } from '@/hooks/useEntryDraft';

// Testing Library's findBy / waitFor give up after 1 s by default. On CI's two busy cores a lazy
// route's first import, or a map's re-render after a move, has taken longer (a CI run failed
// on it in tests/components/googleResultsMap.test.tsx): every file waits up to 4 s, as 25 of
// them already asked for themselves. A file may still set its own.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  // react-hot-toast keeps its toasts in a module-level store: one test's toast would still be
  // on screen (4 s) in the next test of the file.
  toast.remove();
  localStorage.clear();
  // a visitor's heart waits there for the sign-in (src/features/favorites/pendingFavorite.ts)
  sessionStorage.clear();
  // what is remembered per history entry: every test's memory history names its first "default"
  resetScrollMemory();
  forgetKeptResults();
  resetMapMemory();
  resetChoicesMemory();
  resetEntryDrafts();
});

// jsdom does not implement scrolling.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// jsdom has no matchMedia (react-hot-toast asks for prefers-reduced-motion).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
