/** Typed access to the build configuration (validated at build time by scripts/env-check.mjs). */
export interface FirebaseEnv {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  appId: string;
  adminEmail: string;
  useEmulators: boolean;
}

export function readFirebaseEnv(env: ImportMetaEnv = import.meta.env): FirebaseEnv {
  const missing: string[] = [];
  const get = (name: string) => {
    const v = (env as unknown as Record<string, string | undefined>)[name];
    if (!v) missing.push(name);
    return v ?? '';
  };
  const config: FirebaseEnv = {
    apiKey: get('VITE_FIREBASE_API_KEY'),
    authDomain: get('VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: get('VITE_FIREBASE_PROJECT_ID'),
    storageBucket: get('VITE_FIREBASE_STORAGE_BUCKET'),
    appId: get('VITE_FIREBASE_APP_ID'),
    adminEmail: get('VITE_ADMIN_EMAIL'),
    useEmulators: env.VITE_USE_EMULATORS === 'true',
  };
  if (missing.length > 0) throw new ConfigError(missing);
  return config;
}

export class ConfigError extends Error {
  constructor(readonly variables: string[]) {
    super(`Configuration manquante : ${variables.join(', ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * On the emulators without a Storage emulator (`npm run dev:firebase` where its runtime is not
 * installed): the app says so and photo uploads fail at once instead of retrying for minutes.
 */
export function storageEmulatorOff(env: ImportMetaEnv = import.meta.env): boolean {
  return env.VITE_USE_EMULATORS === 'true' && env.VITE_STORAGE_EMULATOR === 'off';
}

export const mapsApiKey: string = import.meta.env.VITE_GOOGLE_MAPS_API_KEY ?? '';
