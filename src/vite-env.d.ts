/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BACKEND: 'firebase' | 'local';
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_ADMIN_EMAIL?: string;
  readonly VITE_USE_EMULATORS?: string;
  /** 'off' when `npm run dev:firebase` runs without a Storage emulator. */
  readonly VITE_STORAGE_EMULATOR?: string;
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
  readonly VITE_DEMO_ADMIN_PASSWORD?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The offline map of Morocco, pre-projected at build time (scripts/morocco-map.mjs). */
declare module 'virtual:morocco-map' {
  const map: import('../scripts/morocco-map.mjs').MoroccoMapData;
  export default map;
}
