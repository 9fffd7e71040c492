/**
 * src/app/App.tsx: when the backend cannot load at start-up (offline), the page says so in
 * French and offers to try again, which reloads it; a missing configuration lists what is
 * missing instead, since reloading would not help.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { common } from '@/i18n/fr/common';
import { plainSpaces } from '../french';

const startup = vi.hoisted(() => ({ error: new Error('offline') as Error }));
vi.mock('@/services', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/services')>()),
  loadBackendReading: () => Promise.reject(startup.error),
}));
vi.mock('@/lib/reportError', () => ({ reportError: vi.fn() }));

const reload = vi.fn();
beforeEach(() => {
  reload.mockReset();
  vi.resetModules();
  vi.stubGlobal('location', { ...window.location, pathname: '/', reload });
});
afterEach(() => vi.unstubAllGlobals());

it('offline at start-up: the network message and « Réessayer », which reloads the page', async () => {
  startup.error = new Error('offline');
  const { App } = await import('@/app/App');
  render(<App />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(common.networkError);
  await userEvent.click(screen.getByRole('button', { name: common.retry }));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('a missing configuration: the variables, and no retry', async () => {
  startup.error = Object.assign(new Error('config'), { variables: ['VITE_FIREBASE_API_KEY'] });
  const { App } = await import('@/app/App');
  render(<App />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(plainSpaces(common.configErrorBody));
  expect(alert).toHaveTextContent('VITE_FIREBASE_API_KEY');
  expect(screen.queryByRole('button', { name: common.retry })).toBeNull();
});
