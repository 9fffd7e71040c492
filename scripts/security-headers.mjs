#!/usr/bin/env node
/**
 * The one source of the HTTP security headers (Content-Security-Policy, nosniff, referrer
 * policy, framing, permissions). Built from a built index.html (the SHA-256 of each inline
 * script: the boot script of vite.config.ts, the same bytes in every build since the chunk names
 * it needs sit beside it in JSON data blocks, which the CSP does not govern) and from the
 * Firebase configuration (the auth domain hosts the sign-in iframe).
 *
 * Used by:
 *  - scripts/serve.mjs (demo build, browser tests, Lighthouse): computed from the served
 *    folder's index.html at start-up, sent on every response;
 *  - firebase.json (production hosting): static JSON, so it carries a copy of the values, and
 *    of the build's rewrites (which file answers which address: scripts/prerender.mjs).
 *    `node scripts/security-headers.mjs` rewrites that copy from dist/index.html, and
 *    scripts/check-build.mjs (run by `npm test`) fails when the copy is stale.
 *
 * `npm run dev` / `npm run dev:firebase` use Vite's dev server, which sends no CSP (its HMR
 * client injects inline styles and a websocket); the policy is exercised on built output only.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PRERENDER_MANIFEST } from './prerender.mjs';

/** Firebase endpoints the modular SDK calls (Auth REST, Firestore Lite, Storage). */
const FIREBASE_API = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  'https://firebasestorage.googleapis.com',
];
/** Google sign-in (signInWithPopup): gapi loader, which then frames the auth domain's iframe. */
const GOOGLE_SIGN_IN_SCRIPT = 'https://apis.google.com';
/** Google Maps JavaScript API (src/lib/maps.ts): the loader, its modules, tiles and icons. */
const MAPS_SCRIPT = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
const MAPS_IMAGES = [
  'https://*.googleapis.com',
  'https://*.gstatic.com',
  'https://*.google.com',
  'https://*.ggpht.com',
  'https://*.googleusercontent.com',
];
const MAPS_FONTS_CSS = 'https://fonts.googleapis.com';
const MAPS_FONTS = 'https://fonts.gstatic.com';

/**
 * Firebase Hosting: every path except the reserved /__/ namespace (the auth handler and the
 * iframe the app frames for Google sign-in live there on <project>.firebaseapp.com, which is
 * also this site; `frame-ancestors 'none'` on them would break the sign-in). RE2 syntax.
 */
export const HOSTING_REGEX = '^/(?:[^_].*|_(?:[^_].*)?|__(?:[^/].*)?)?$';

/** SHA-256 CSP sources of the inline <script> elements (no src) of an HTML document. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1])) continue;
    if (/\btype\s*=\s*["']?(application\/(ld\+)?json|importmap)/i.test(m[1])) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** The origins of the Firebase emulators declared in firebase.json (for an emulator build). */
export function emulatorOrigins(root = process.cwd()) {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')).emulators ?? {};
  return ['auth', 'firestore', 'storage']
    .filter((k) => config[k])
    .map((k) => `http://${config[k].host ?? '127.0.0.1'}:${config[k].port}`);
}

/**
 * @param {{ html: string, authDomain?: string, emulators?: string[] }} options
 *  html: the built index.html; authDomain: VITE_FIREBASE_AUTH_DOMAIN; emulators: origins to
 *  allow for an emulator build (never in production).
 * @returns {string}
 */
export function contentSecurityPolicy({ html, authDomain, emulators = [] }) {
  const authFrame = authDomain ? [`https://${authDomain}`] : [];
  const directives = {
    'default-src': ["'self'"],
    // no 'unsafe-inline', no 'unsafe-eval': the only inline script is allowed by its hash
    'script-src': ["'self'", ...inlineScriptHashes(html), GOOGLE_SIGN_IN_SCRIPT, ...MAPS_SCRIPT],
    // 'unsafe-inline' for styles only: react-hot-toast (goober) and Google Maps inject <style>
    // elements whose text is computed at run time (a hash here would disable 'unsafe-inline')
    'style-src': ["'self'", "'unsafe-inline'", MAPS_FONTS_CSS],
    'font-src': ["'self'", 'data:', MAPS_FONTS],
    // photo previews are blob: URLs, demo photos data: URLs; listing photos come from Storage
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https://firebasestorage.googleapis.com',
      ...MAPS_IMAGES,
      ...emulators,
    ],
    'connect-src': ["'self'", ...FIREBASE_API, ...MAPS_SCRIPT, ...emulators],
    'frame-src': [...authFrame, ...emulators],
    // browser-image-compression runs in a blob: worker that imports the library from 'self'
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'media-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : `${name} 'none'`))
    .join('; ');
}

/**
 * Every header, in a stable order.
 * Referrer-Policy strict-origin-when-cross-origin: other sites (Google Maps, Firebase) see only
 * the origin, never the path or the query (a listing id, a search), and an HTTP-referrer
 * restricted Maps or Firebase API key still works; `no-referrer` would break such keys.
 * @returns {Record<string, string>}
 */
export function securityHeaders(options) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors 'none' for browsers that predate it
    'X-Frame-Options': 'DENY',
    // the app uses none of these; a third-party script injected by mistake cannot either
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/** The values of .env.example for the keys process.env lacks, when there is no .env. */
export function placeholderEnv(root = process.cwd()) {
  const out = {};
  if (existsSync(join(root, '.env'))) return out;
  for (const line of readFileSync(join(root, '.env.example'), 'utf8').split('\n')) {
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (m && process.env[m[1]] === undefined) out[m[1]] = m[2];
  }
  return out;
}

/**
 * The VITE_ variables a production build sees (what scripts/check-build.mjs builds with):
 * process.env, then the .env files Vite reads, then the .env.example placeholders.
 */
export async function productionEnv(root = process.cwd()) {
  const { loadEnv } = await import('vite');
  return { ...loadEnv('production', root, 'VITE_'), ...placeholderEnv(root) };
}

/**
 * The headers for a built folder (its index.html) with the production Firebase config.
 * emulators: true allows the emulator origins (a build made with --mode emulator).
 */
export async function headersForBuild(dir, { root = process.cwd(), emulators: useEmulators } = {}) {
  const html = readFileSync(join(resolve(root, dir), 'index.html'), 'utf8');
  const env = await productionEnv(root);
  const emulators =
    (useEmulators ?? env.VITE_USE_EMULATORS === 'true') ? emulatorOrigins(root) : [];
  return securityHeaders({ html, authDomain: env.VITE_FIREBASE_AUTH_DOMAIN, emulators });
}

/** firebase.json's hosting.headers with the security block replaced by `headers`. */
function hostingHeaders(existing, headers) {
  const block = {
    regex: HOSTING_REGEX,
    headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
  };
  const others = (existing ?? []).filter((b) => b.regex !== HOSTING_REGEX);
  return [...others, block];
}

/**
 * Compares firebase.json with the headers generated for dist/ (or writes them with write:
 * true). Returns the problems (empty when up to date or just written).
 */
export async function syncFirebaseJson({ root = process.cwd(), dir = 'dist', write = false } = {}) {
  const file = join(root, 'firebase.json');
  const config = JSON.parse(readFileSync(file, 'utf8'));
  const headers = await headersForBuild(dir, { root });
  if (headers['Content-Security-Policy'].includes('http://')) {
    return ['la configuration de production pointe vers les émulateurs (VITE_USE_EMULATORS=true)'];
  }
  const current = (config.hosting.headers ?? []).find((b) => b.regex === HOSTING_REGEX);
  const currentValues = Object.fromEntries((current?.headers ?? []).map((h) => [h.key, h.value]));
  const problems = [];
  for (const [key, value] of Object.entries(headers)) {
    if (currentValues[key] !== value)
      problems.push(
        `firebase.json : l'en-tête ${key} ne correspond pas à ${dir}/index.html` +
          (currentValues[key] === undefined ? ' (absent)' : ''),
      );
  }
  for (const key of Object.keys(currentValues))
    if (!(key in headers)) problems.push(`firebase.json : en-tête ${key} en trop`);
  // The rewrites: the prerendered pages' files, then the start-up shell (scripts/prerender.mjs).
  const manifest = join(root, dir, PRERENDER_MANIFEST);
  const rewrites = existsSync(manifest)
    ? JSON.parse(readFileSync(manifest, 'utf8')).rewrites
    : null;
  if (rewrites && JSON.stringify(config.hosting.rewrites) !== JSON.stringify(rewrites))
    problems.push(
      `firebase.json : les réécritures ne correspondent pas à ${dir}/${PRERENDER_MANIFEST}`,
    );
  if (!write || problems.length === 0) return problems;
  config.hosting.headers = hostingHeaders(config.hosting.headers, headers);
  if (rewrites) config.hosting.rewrites = rewrites;
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(
    file,
    await prettier.format(JSON.stringify(config), { ...options, parser: 'json' }),
  );
  return [];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  if (!existsSync('dist/index.html')) {
    console.error('✗ dist/index.html absent : construisez d’abord (node scripts/check-build.mjs).');
    process.exit(1);
  }
  const problems = await syncFirebaseJson({ write: !check });
  if (problems.length) {
    console.error(`✗ En-têtes de sécurité :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    console.error('  → node scripts/security-headers.mjs (réécrit firebase.json)');
    process.exit(1);
  }
  console.log(
    check
      ? '✔ firebase.json : en-têtes de sécurité à jour pour dist/index.html.'
      : '✔ firebase.json : en-têtes de sécurité écrits pour dist/index.html.',
  );
}
