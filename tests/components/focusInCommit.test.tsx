/**
 * When « Voir plus » reads the last page and goes, the focus moves in the same commit that takes
 * the button away (a layout effect), never a frame later in a passive effect, when the browser
 * has already painted the page with the focus on <body> (docs/decisions.md "Where the keyboard
 * focus goes"). CI once caught the later move as a race in adminPage.test.tsx.
 *
 * The page arrives as it does in the app: a state update outside any event and outside `act`
 * (a read that resolved). A MutationObserver sees the DOM as the commit left it, before React's
 * passive effects run: that is where the focus must already be.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, beforeEach } from 'vitest';
import { TabMore } from '@/features/admin/components/TabMore';
import { LoadMore } from '@/components/LoadMore';
import { useFocusOnLastPage } from '@/hooks/useFocusOnLastPage';
import type { PagedState } from '@/hooks/usePagedList';

type Ready = Extract<PagedState<string>, { status: 'ready' }>;

const TEXT = { more: 'Voir plus', moreLoading: 'Chargement…', moreFailed: 'Échec' };
const FIRST: Ready = { status: 'ready', items: ['a', 'b'], next: 'c1', more: 'idle' };
const LAST: Ready = { status: 'ready', items: ['a', 'b', 'c', 'd'], next: null, more: 'idle' };

/** The page setter of the harness on screen, to call from outside React. */
let deliver: (state: Ready) => void = () => undefined;

function WithCountLine() {
  const [state, setState] = useState<Ready>(FIRST);
  deliver = setState;
  const countRef = useRef<HTMLParagraphElement>(null);
  return (
    <div>
      <p ref={countRef} tabIndex={-1}>
        {state.items.length} lignes
      </p>
      <ul>
        {state.items.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
      <TabMore
        state={state}
        loadMore={() => setState((s) => ({ ...s, more: 'loading' }))}
        text={TEXT}
        countRef={countRef}
      />
    </div>
  );
}

function WithRows() {
  const [state, setState] = useState<Ready>(FIRST);
  deliver = setState;
  const { list, onMore } = useFocusOnLastPage<HTMLUListElement>(
    state,
    () => setState((s) => ({ ...s, more: 'loading' })),
    ':scope > li',
  );
  return (
    <div>
      <ul ref={list}>
        {state.items.map((i) => (
          <li key={i} tabIndex={-1}>
            {i}
          </li>
        ))}
      </ul>
      <LoadMore more={state.more} hasNext={state.next !== null} onMore={onMore} text={TEXT} />
    </div>
  );
}

/** Delivers the last page as a resolved read would, and tells where the focus was at the
 * first DOM change React made for it. */
async function focusWhenDrawn(): Promise<Element | null> {
  let seen: Element | null | undefined;
  const observer = new MutationObserver(() => {
    seen ??= document.activeElement;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  const g = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  g.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    setTimeout(() => deliver(LAST), 0);
    // long enough for React's scheduled render and its passive effects
    await new Promise((r) => setTimeout(r, 100));
  } finally {
    g.IS_REACT_ACT_ENVIRONMENT = true;
    observer.disconnect();
  }
  expect(seen).not.toBeUndefined();
  return seen ?? null;
}

beforeEach(() => {
  deliver = () => undefined;
});
afterEach(async () => {
  await act(async () => undefined);
});

it("TabMore: the count line has the focus as the last page's rows are drawn", async () => {
  const user = userEvent.setup();
  render(<WithCountLine />);
  await user.click(screen.getByRole('button', { name: 'Voir plus' }));
  expect(screen.getByRole('button', { name: 'Chargement…' })).toHaveFocus();

  const seen = await focusWhenDrawn();
  expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  expect(seen).toBe(screen.getByText('4 lignes'));
  expect(screen.getByText('4 lignes')).toHaveFocus();
});

it('useFocusOnLastPage: the first row of the last page has the focus as it is drawn', async () => {
  const user = userEvent.setup();
  render(<WithRows />);
  await user.click(screen.getByRole('button', { name: 'Voir plus' }));

  const seen = await focusWhenDrawn();
  expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
  expect(seen).toBe(screen.getByText('c'));
  expect(screen.getByText('c')).toHaveFocus();
});
