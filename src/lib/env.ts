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

/** Where the emulators listen (firebase.json), for the app (src/lib/firebase.ts) and its HTML. */
export const EMULATOR_HOST = '127.0.0.1';
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, storage: 9199 } as const;

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

/** An origin the browser should connect to before anything asks (`<link rel="preconnect">`). */
export interface Preconnect {
  href: string;
  /** Requested with CORS and no cookies (fetch): the link needs `crossorigin`, else no. */
  crossOrigin: boolean;
}

/**
 * The origins a public page's first data and photos come from, connected to from its HTML
 * (scripts/prerender.mjs) while the app's code downloads: on a phone network the DNS, TCP and
 * TLS set-up of each is several round trips, otherwise paid only once the data is asked for
 * (docs/decisions.md "Early reads"). Firestore Lite reads with fetch (CORS, no cookies); photos
 * are <img> from Storage (no CORS). The local backend reads nothing over the network; on the
 * emulators the seed's photos are the site's own files, so only Firestore is connected to.
 */
export function dataOrigins(
  backend: string | undefined,
  env: ImportMetaEnv = import.meta.env,
): Preconnect[] {
  if (backend !== 'firebase') return [];
  if (env.VITE_USE_EMULATORS === 'true')
    return [{ href: `http://${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}`, crossOrigin: true }];
  return [
    { href: 'https://firestore.googleapis.com', crossOrigin: true },
    { href: 'https://firebasestorage.googleapis.com', crossOrigin: false },
  ];
}
