/**
 * `npm run dev:firebase` without a Storage emulator (VITE_STORAGE_EMULATOR=off): every page says
 * that photo uploads are off, and an upload fails at once with upload/failed (shown in French by
 * the forms) instead of retrying against a Storage emulator that is not there.
 */
import { screen } from '@testing-library/react';
import { firebaseIsolatedApp } from '@/lib/firebaseAuth';
import { createFirebaseBackend } from '@/services/firebase';
import { isServiceError } from '@/services/types';
import { renderApp, testBackend } from '../utils';
import { plainSpaces } from '../french';

const BANNER =
  "Mode émulateur\u00a0: l'envoi de photos est désactivé (émulateur Storage indisponible).";

const env = {
  apiKey: 'demo-api-key-placeholder',
  authDomain: 'demo-maktabi.firebaseapp.com',
  projectId: 'demo-maktabi',
  storageBucket: 'demo-maktabi.appspot.com',
  appId: '1:000000000000:web:0000000000000000',
  adminEmail: 'admin@maktabi.ma',
  useEmulators: true,
};

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('emulator mode without Storage', () => {
  it('shows the banner on the pages', async () => {
    vi.stubEnv('VITE_USE_EMULATORS', 'true');
    vi.stubEnv('VITE_STORAGE_EMULATOR', 'off');
    renderApp({ backend: await testBackend(), route: '/login' });
    expect(await screen.findByText(plainSpaces(BANNER))).toBeInTheDocument();
  });

  it('shows no banner otherwise (demo, or emulators with Storage)', async () => {
    vi.stubEnv('VITE_USE_EMULATORS', 'true');
    vi.stubEnv('VITE_STORAGE_EMULATOR', 'on');
    renderApp({ backend: await testBackend(), route: '/login' });
    await screen.findByRole('navigation', { name: 'Navigation principale' });
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });

  it('fails an upload at once with upload/failed', async () => {
    vi.stubEnv('VITE_USE_EMULATORS', 'true');
    vi.stubEnv('VITE_STORAGE_EMULATOR', 'off');
    const backend = createFirebaseBackend(firebaseIsolatedApp('no-storage', env));
    const file = new File([new Uint8Array(10)], 'moi.png', { type: 'image/png' });
    const error = await backend.storage.uploadProfilePhoto('u1', file).catch((e: unknown) => e);
    expect(isServiceError(error, 'upload/failed')).toBe(true);
  });
});
