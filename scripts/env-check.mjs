/**
 * Validates the build configuration. Used by vite.config.ts (build and dev) so that a missing
 * or malformed variable stops the build with a message naming it, never a blank page.
 */
const FIREBASE_VARS = {
  VITE_FIREBASE_API_KEY: /^[A-Za-z0-9_-]{10,}$/,
  VITE_FIREBASE_AUTH_DOMAIN: /^[a-z0-9.-]+\.[a-z]{2,}$/i,
  VITE_FIREBASE_PROJECT_ID: /^[a-z0-9-]{4,30}$/,
  VITE_FIREBASE_STORAGE_BUCKET: /^[a-z0-9._-]+$/i,
  VITE_FIREBASE_APP_ID: /^[0-9]+:[0-9]+:web:[0-9a-f]+$/i,
  VITE_ADMIN_EMAIL: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
};

/** @param {Record<string, string | undefined>} env @returns {string[]} */
export function checkEnv(env) {
  const problems = [];
  const backend = env.VITE_BACKEND ?? 'firebase';
  if (backend !== 'firebase' && backend !== 'local') {
    problems.push(`VITE_BACKEND doit valoir "firebase" ou "local" (reçu "${backend}")`);
    return problems;
  }
  if (backend === 'local') {
    if (!env.VITE_DEMO_ADMIN_PASSWORD)
      problems.push('VITE_DEMO_ADMIN_PASSWORD manquant (mode démo)');
    return problems;
  }
  for (const [name, pattern] of Object.entries(FIREBASE_VARS)) {
    const value = env[name];
    if (value === undefined || value === '') problems.push(`${name} manquant`);
    else if (!pattern.test(value)) problems.push(`${name} mal formé ("${value}")`);
  }
  const emu = env.VITE_USE_EMULATORS;
  if (emu !== undefined && emu !== '' && emu !== 'true' && emu !== 'false') {
    problems.push(`VITE_USE_EMULATORS doit valoir "true" ou "false" (reçu "${emu}")`);
  }
  if (env.VITE_DEMO_ADMIN_PASSWORD) {
    problems.push('VITE_DEMO_ADMIN_PASSWORD ne doit pas être défini pour le backend firebase');
  }
  return problems;
}
