/** The app's history with its leave guard (src/lib/guardedHistory.ts), on a memory history. */
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { guardHistory, type HeldNavigation } from '@/lib/guardedHistory';

function setup(initialEntries = ['/a', '/form']) {
  const history = guardHistory(createMemoryHistory({ initialEntries, v5Compat: true }));
  const routed: string[] = [];
  history.listen(({ action, location }) => routed.push(`${action} ${location.pathname}`));
  const held: (HeldNavigation | null)[] = [];
  const check = vi.fn((current: { pathname: string }, next: { pathname: string }) => {
    void current;
    return next.pathname !== '/free';
  });
  const stop = history.guard(check, (h) => held.push(h));
  const at = () => history.location.pathname;
  return { history, routed, held, check, stop, at };
}

describe('guarded history', () => {
  it('holds a refused push until proceed, and makes it then, once', () => {
    const { history, routed, held, at, check } = setup();
    history.push('/b', { from: 'form' });
    expect(at()).toBe('/form');
    expect(routed).toEqual([]);
    expect(held).toHaveLength(1);
    expect(check).toHaveBeenCalledWith(
      expect.objectContaining({ pathname: '/form' }),
      expect.objectContaining({ pathname: '/b' }),
    );
    held[0]!.proceed();
    expect(held[1]).toBeNull();
    expect(at()).toBe('/b');
    expect(history.location.state).toEqual({ from: 'form' });
    expect(routed).toEqual(['PUSH /b']);
    held[0]!.proceed(); // a second click on the dialog does nothing more
    held[0]!.reset();
    expect(routed).toEqual(['PUSH /b']);
    expect(held).toHaveLength(2);
  });

  it('stays on reset, and the next navigation is asked again', () => {
    const { history, routed, held, at } = setup();
    history.replace('/b');
    held[0]!.reset();
    expect(held[1]).toBeNull();
    expect(at()).toBe('/form');
    expect(routed).toEqual([]);
    history.replace('/c');
    expect(held).toHaveLength(3);
    held[2]!.proceed();
    expect(routed).toEqual(['REPLACE /c']);
  });

  it('lets through what the check allows, and everything once the guard is removed', () => {
    const { history, routed, held, stop } = setup();
    history.push('/free');
    expect(routed).toEqual(['PUSH /free']);
    stop();
    history.push('/b');
    expect(routed).toEqual(['PUSH /free', 'PUSH /b']);
    expect(held).toEqual([]);
  });

  it('undoes a refused Back without telling the router, and makes it on proceed', () => {
    const { history, routed, held, at, check } = setup(['/a', '/b', '/form']);
    history.go(-2);
    // the address is back where the router is, and the router heard nothing
    expect(at()).toBe('/form');
    expect(routed).toEqual([]);
    expect(check).toHaveBeenLastCalledWith(
      expect.objectContaining({ pathname: '/form' }),
      expect.objectContaining({ pathname: '/a' }),
    );
    held[0]!.proceed();
    expect(at()).toBe('/a');
    expect(routed).toEqual(['POP /a']);
    // the guard is asked again for the next Back or Forward
    history.go(1);
    expect(at()).toBe('/a');
    expect(held).toHaveLength(3);
  });

  it('stays after a refused Back is reset', () => {
    const { history, routed, held, at } = setup();
    history.go(-1);
    held[0]!.reset();
    expect(at()).toBe('/form');
    expect(routed).toEqual([]);
  });

  it('asks about a Back from where the router is, not from the moved address', () => {
    const { history, check } = setup(['/a', '/form']);
    check.mockReturnValue(false);
    history.push('/b');
    history.go(-1);
    expect(check).toHaveBeenLastCalledWith(
      expect.objectContaining({ pathname: '/b' }),
      expect.objectContaining({ pathname: '/form' }),
    );
  });

  it('tells only the latest guard; a replaced guard removed late changes nothing', () => {
    const { history, held, stop } = setup();
    const second: (HeldNavigation | null)[] = [];
    history.guard(
      () => true,
      (h) => second.push(h),
    );
    stop(); // the first page's cleanup runs after the second page's guard is set
    history.push('/free');
    expect(held).toEqual([]);
    expect(second).toHaveLength(1);
    second[0]!.proceed();
    expect(second[1]).toBeNull();
    expect(history.location.pathname).toBe('/free');
  });

  it('closes a held navigation even after the page re-registered its guard', () => {
    const { history, held, stop } = setup();
    history.push('/b');
    stop(); // the page's check changed: its effect re-registers the guard
    history.guard(
      () => true,
      (h) => held.push(h),
    );
    held[0]!.reset();
    expect(held).toEqual([expect.anything(), null]);
    expect(history.location.pathname).toBe('/form');
  });

  it('asks the guard about leaving without going: true on proceed, false on reset', async () => {
    const { history, routed, held, check, at } = setup();
    const leaving = history.mayLeave('/');
    expect(held).toHaveLength(1);
    expect(check).toHaveBeenLastCalledWith(
      expect.objectContaining({ pathname: '/form' }),
      expect.objectContaining({ pathname: '/' }),
    );
    held[0]!.reset();
    await expect(leaving).resolves.toBe(false);
    const again = history.mayLeave('/');
    held[2]!.proceed();
    await expect(again).resolves.toBe(true);
    // it only asks: the page stays until the caller moves
    expect(at()).toBe('/form');
    expect(routed).toEqual([]);
  });

  it('says yes at once when nothing guards the way out', async () => {
    const { history, held, stop } = setup();
    await expect(history.mayLeave('/free')).resolves.toBe(true);
    stop();
    await expect(history.mayLeave('/')).resolves.toBe(true);
    expect(held).toEqual([]);
  });

  it('passes the rest through to the browser history', () => {
    const { history } = setup();
    expect(history.createHref({ pathname: '/x', search: '?q=1' })).toBe('/x?q=1');
    expect(history.encodeLocation('/x?q=1#h')).toEqual({
      pathname: '/x',
      search: '?q=1',
      hash: '#h',
    });
    expect(history.createURL('/x').pathname).toBe('/x');
    expect(history.action).toBe('POP');
  });
});
