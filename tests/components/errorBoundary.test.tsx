/**
 * A part that fails to render — above all a chunk that did not arrive — says so in French in
 * its place, and « Réessayer » asks for the chunk again (src/components/ErrorBoundary.tsx,
 * src/lib/lazyRetry.ts). React.lazy alone would throw the first failure on every later render.
 */
import { StrictMode, Suspense, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { common } from '@/i18n/fr/common';
import { isChunkLoadError } from '@/lib/chunkError';
import { lazyRetry } from '@/lib/lazyRetry';

const CHUNK_ERROR = new TypeError(
  'Failed to fetch dynamically imported module: https://maktabi.ma/assets/Calendar-x1.js',
);

function Calendar({ month }: { month: string }) {
  return <p>Calendrier de {month}</p>;
}

/** A loader that fails its first `failures` calls, then gives Calendar. */
function flakyLoader(failures: number) {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw CHUNK_ERROR;
    return { default: Calendar };
  });
}

/**
 * A calendar whose chunk fails twice, in a boundary of `variant`, after its first failure and
 * « Réessayer »: the second try fails, and the boundary says what it says then.
 */
async function retriedOnce(variant: 'page' | 'part', month: string) {
  const LazyCalendar = lazyRetry(flakyLoader(2));
  render(
    <ErrorBoundary variant={variant}>
      <Suspense fallback={null}>
        <LazyCalendar month={month} />
      </Suspense>
    </ErrorBoundary>,
  );
  await screen.findByRole('alert');
  await userEvent.click(screen.getByRole('button', { name: common.retry }));
}

// React reports the errors its boundaries catch on the console; these are expected here.
let consoleError: ReturnType<typeof vi.spyOn>;
/** What lazyRetry's check of the chunk's address gets (offline, unless a test says otherwise). */
let network: ReturnType<typeof vi.fn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  network = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', network);
});
afterEach(() => {
  consoleError.mockRestore();
  vi.unstubAllGlobals();
});

describe('a part whose chunk does not arrive', () => {
  it('says so in its place, and « Réessayer » loads it again, keeping what is around it', async () => {
    const load = flakyLoader(1);
    const LazyCalendar = lazyRetry(load);
    function Page() {
      const [typed, setTyped] = useState('');
      return (
        <>
          <label>
            Note
            <input value={typed} onChange={(e) => setTyped(e.target.value)} />
          </label>
          <ErrorBoundary>
            <Suspense fallback={<p>Chargement du calendrier</p>}>
              <LazyCalendar month="décembre" />
            </Suspense>
          </ErrorBoundary>
        </>
      );
    }
    render(
      <StrictMode>
        <Page />
      </StrictMode>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(common.partLoadFailed);
    await userEvent.type(screen.getByLabelText('Note'), 'bureau 4');

    await userEvent.click(screen.getByRole('button', { name: common.retry }));
    expect(await screen.findByText('Calendrier de décembre')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveValue('bureau 4');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('still says so when the second try fails too, and offers to reload the page', async () => {
    await retriedOnce('part', 'janvier');
    expect(await screen.findByRole('alert')).toHaveTextContent(common.partLoadFailed);
    expect(screen.getByRole('button', { name: common.reloadPage })).toBeInTheDocument();
    // the new « Réessayer » has the focus the pressed one had, not <body>
    expect(screen.getByRole('button', { name: common.retry })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: common.retry }));
    expect(await screen.findByText('Calendrier de janvier')).toBeInTheDocument();
  });

  it('leaves the focus where the user put it while the second try was on its way', async () => {
    let calls = 0;
    let fail = () => {};
    const LazyCalendar = lazyRetry(async () => {
      calls += 1;
      if (calls === 1) throw CHUNK_ERROR;
      return new Promise<{ default: typeof Calendar }>((_, reject) => {
        fail = () => reject(CHUNK_ERROR);
      });
    });
    render(
      <>
        <label>
          Note
          <input />
        </label>
        <ErrorBoundary>
          <Suspense fallback={<p>Chargement du calendrier</p>}>
            <LazyCalendar month="mars" />
          </Suspense>
        </ErrorBoundary>
      </>,
    );
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: common.retry }));
    await waitFor(() => expect(calls).toBe(2));
    await userEvent.click(screen.getByLabelText('Note'));
    fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(common.partLoadFailed);
    expect(screen.getByLabelText('Note')).toHaveFocus();
  });

  it('asks for a reload when the chunk answers again but still cannot run', async () => {
    // the address answers (online again), yet the import anew fails: the browser kept the
    // failure of a module the chunk imports, which only a reload forgets
    network.mockImplementation(async () => new Response('', { status: 200 }));
    await retriedOnce('part', 'février');
    expect((await screen.findByRole('alert')).textContent).toContain(common.partReloadNeeded);
    expect(network).toHaveBeenCalledWith('https://maktabi.ma/assets/Calendar-x1.js', {
      cache: 'no-store',
    });
    // one way out, which has the focus: « Réessayer » would fail the same way
    expect(screen.queryByRole('button', { name: common.retry })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: common.reloadPage })).toHaveFocus();
  });

  it('keeps « Réessayer » while the chunk does not answer, or answers that it is gone', async () => {
    // a deploy removed it: 404, not a failure the browser keeps
    network.mockImplementation(async () => new Response('', { status: 404 }));
    await retriedOnce('page', 'avril');
    await waitFor(() => expect(network).toHaveBeenCalled());
    expect(await screen.findByRole('alert')).toHaveTextContent(common.loadFailedBody);
    expect(screen.getByRole('button', { name: common.retry })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: common.reloadPage })).not.toHaveFocus();
  });

  it('words a page that needs a reload as such', async () => {
    network.mockImplementation(async () => new Response('', { status: 200 }));
    await retriedOnce('page', 'mai');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(common.pageReloadNeeded),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(common.pageLoadFailedTitle);
    expect(screen.getByRole('button', { name: common.reloadPage })).toHaveFocus();
  });
});

describe('a page whose chunk does not arrive (lazyRetry with page: true)', () => {
  let reload: ReturnType<typeof vi.fn>;
  const realLocation = window.location;
  beforeEach(() => {
    reload = vi.fn();
    sessionStorage.clear();
    // jsdom's location cannot be spied on: a stand-in with the page's address
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { href: 'https://maktabi.ma/support', reload },
    });
  });
  let offline: ReturnType<typeof vi.spyOn> | null = null;
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
    offline?.mockRestore();
    offline = null;
  });

  function renderPage(load: () => Promise<{ default: typeof Calendar }>) {
    const LazyPage = lazyRetry(load, 'default', { page: true });
    render(
      <ErrorBoundary variant="page">
        <Suspense fallback={<p>Chargement de la page</p>}>
          <LazyPage month="juin" />
        </Suspense>
      </ErrorBoundary>,
    );
  }

  it('reloads itself, once, when online its chunk answers but cannot run', async () => {
    // another page failed to fetch a module this one imports, a moment ago: the browser keeps it
    network.mockImplementation(async () => new Response('', { status: 200 }));
    renderPage(flakyLoader(5));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // the spinner stays while the page reloads: no message for a moment
    expect(screen.getByText('Chargement de la page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks instead when it reloaded itself for the same address a moment ago', async () => {
    network.mockImplementation(async () => new Response('', { status: 200 }));
    sessionStorage.setItem(
      'maktabi.reloadedFor',
      JSON.stringify({ href: 'https://maktabi.ma/support', at: Date.now() - 5_000 }),
    );
    renderPage(flakyLoader(5));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(common.pageReloadNeeded),
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('retries a first failure at once while online, and shows the page when it comes', async () => {
    const load = flakyLoader(1);
    renderPage(load);
    expect(await screen.findByText('Calendrier de juin')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('says it is offline, without retrying, when the browser knows it is', async () => {
    offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = flakyLoader(1);
    renderPage(load);
    expect(await screen.findByRole('alert')).toHaveTextContent(common.loadFailedBody);
    expect(load).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('ErrorBoundary', () => {
  function Broken(): never {
    throw new Error('boum');
  }

  it('gives a failed page a title, « Réessayer » and « Recharger la page »', () => {
    render(
      <ErrorBoundary variant="page">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(common.pageCrashedTitle);
    expect(screen.getByRole('alert')).toHaveTextContent(common.crashedBody);
    expect(screen.getByRole('button', { name: common.retry })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: common.reloadPage })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });

  it('words a page whose chunk did not arrive as a connection problem', async () => {
    const LazyPage = lazyRetry(flakyLoader(1));
    render(
      <ErrorBoundary variant="page">
        <Suspense fallback={null}>
          <LazyPage month="mars" />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      common.pageLoadFailedTitle,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(common.loadFailedBody);
  });

  it('words a bug in a part apart from a connection problem', () => {
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(common.partCrashed);
  });

  it('renders again when its reset key changes (another address)', () => {
    let fail = true;
    function Maybe({ path }: { path: string }) {
      if (fail) throw new Error('boum');
      return <p>Page {path}</p>;
    }
    const { rerender } = render(
      <ErrorBoundary variant="page" resetKey="/profile">
        <Maybe path="/profile" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fail = false;
    rerender(
      <ErrorBoundary variant="page" resetKey="/profile">
        <Maybe path="/profile" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <ErrorBoundary variant="page" resetKey="/search">
        <Maybe path="/search" />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Page /search')).toBeInTheDocument();
  });

  it("puts a floating part's message where the part would float", () => {
    render(
      <ErrorBoundary partClassName="absolute top-full">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveClass('absolute', 'top-full');
  });

  it('shows its stand-in, or nothing, where told', () => {
    const { container } = render(
      <>
        <ErrorBoundary fallback={<p>Recherche hors ligne</p>}>
          <Broken />
        </ErrorBoundary>
        <ErrorBoundary variant="none">
          <Broken />
        </ErrorBoundary>
      </>,
    );
    expect(container).toHaveTextContent(/^Recherche hors ligne$/);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/a.js',
    'error loading dynamically imported module: https://x/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('knows « %s »', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it.each([
    new Error('boum'),
    null,
    42,
    { message: 'Failed to fetch dynamically imported module' },
  ])('does not take %o for one', (e) => {
    expect(isChunkLoadError(e)).toBe(false);
  });
});
