/**
 * useEditableSearchParams (src/hooks/useEditableSearchParams.ts): changes build on each other
 * even when the router renders them late. The router here hears of a navigation only when the
 * test releases it, like a transition that has not rendered yet.
 */
import { act, render } from '@testing-library/react';
import {
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router-dom';
import { useEditableSearchParams } from '@/hooks/useEditableSearchParams';

function setup(initial: string) {
  const history = createMemoryHistory({ initialEntries: [initial], v5Compat: true });
  const held: (() => void)[] = [];
  const listen = history.listen.bind(history);
  history.listen = (listener) => listen((update) => held.push(() => listener(update)));
  let current: ReturnType<typeof useEditableSearchParams> | null = null;
  function Probe() {
    current = useEditableSearchParams();
    return null;
  }
  render(
    <HistoryRouter history={history}>
      <Routes>
        <Route path="*" element={<Probe />} />
      </Routes>
    </HistoryRouter>,
  );
  return {
    history,
    /** The router renders the `n` oldest navigations it has not rendered yet. */
    release: (n = held.length) => act(() => held.splice(0, n).forEach((f) => f())),
    set: (key: string, value: string) => act(() => current![1]((p) => p.set(key, value))),
    /** A change that returns whole new params, built from those it is given. */
    replace: (build: (p: URLSearchParams) => URLSearchParams) => act(() => current![1](build)),
    rendered: () => current![0].toString(),
    address: () => history.location.search,
  };
}

describe('useEditableSearchParams', () => {
  it('builds each change on the last one asked for, before the router has rendered it', () => {
    const page = setup('/admin?tab=users');
    page.set('role', 'host');
    page.set('q', 'karim');
    expect(page.rendered()).toBe('tab=users');
    expect(page.address()).toBe('?tab=users&role=host&q=karim');
    page.release();
    expect(page.rendered()).toBe('tab=users&role=host&q=karim');
  });

  it('keeps building on the newest change while the router renders an older one', () => {
    const page = setup('/admin?tab=users');
    page.set('role', 'host');
    page.set('q', 'karim');
    page.release(1);
    expect(page.rendered()).toBe('tab=users&role=host');
    page.set('role', 'tenant');
    expect(page.address()).toBe('?tab=users&role=tenant&q=karim');
  });

  it('starts from an address it did not ask for (the back button, a link)', () => {
    const page = setup('/admin?tab=users');
    page.set('q', 'karim');
    page.release();
    act(() => page.history.push('/admin?tab=listings&filter=pending'));
    page.release();
    page.set('q', 'salma');
    expect(page.address()).toBe('?tab=listings&filter=pending&q=salma');
  });

  it('navigates nowhere when a change leaves the address as it is', () => {
    const page = setup('/admin?tab=users&q=karim');
    const before = page.history.location.key;
    page.set('q', 'karim');
    expect(page.history.location.key).toBe(before);
    expect(page.history.index).toBe(0);
  });

  it('takes the params a change returns, built on the last ones asked for', () => {
    const page = setup('/search?city=Rabat');
    page.set('spaceType', 'meeting-room');
    page.replace((p) => new URLSearchParams({ city: 'Tanger', spaceType: p.get('spaceType')! }));
    expect(page.address()).toBe('?city=Tanger&spaceType=meeting-room');
    const before = page.history.location.key;
    page.replace((p) => new URLSearchParams(p));
    expect(page.history.location.key).toBe(before);
  });
});
