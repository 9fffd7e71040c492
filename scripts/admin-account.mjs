/**
 * The dedicated administrator account of the /admin gate (docs/decisions.md#admin-gate):
 * a Firebase Auth user whose password is the /admin password and whose custom claim
 * { admin: true } is what firestore.rules trust. Shared by scripts/create-admin.mjs (production
 * or emulator) and scripts/seed-emulators.mjs. No password is stored here.
 */
import { existsSync, readFileSync } from 'node:fs';

/** Firebase Auth refuses shorter passwords. */
export const MIN_PASSWORD_LENGTH = 6;
/** Below this, create-admin warns for a real project. */
export const RECOMMENDED_PASSWORD_LENGTH = 12;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates the admin account, or resets its password (and re-enables it) when it exists, then
 * sets the custom claim { admin: true } (other claims are kept).
 * @param {import('firebase-admin/auth').Auth} auth
 * @param {string} email
 * @param {string} password
 * @returns {Promise<{ uid: string, created: boolean }>}
 */
export async function ensureAdmin(auth, email, password) {
  if (typeof email !== 'string' || !EMAIL_RE.test(email.trim())) {
    throw new Error(`Adresse e-mail d'administrateur invalide : "${email}"`);
  }
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(
      `Le mot de passe administrateur doit faire au moins ${MIN_PASSWORD_LENGTH} caractères.`,
    );
  }
  const address = email.trim().toLowerCase();
  let user = await auth.getUserByEmail(address).catch((e) => {
    if (e?.code === 'auth/user-not-found') return null;
    throw e;
  });
  const created = user === null;
  if (user) {
    user = await auth.updateUser(user.uid, { password, disabled: false });
  } else {
    user = await auth.createUser({
      email: address,
      password,
      emailVerified: true,
      displayName: 'Administrateur Maktabi',
    });
  }
  await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
  return { uid: user.uid, created };
}

/**
 * A tiny .env parser: KEY=VALUE lines, optional "export ", # comments, single or double quotes.
 * @param {string} text
 * @returns {Record<string, string>}
 */
export function parseDotEnv(text) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!m) continue;
    let value = m[2].trim();
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.endsWith(quote) && value.length >= 2) {
      value = value.slice(1, -1);
      if (quote === '"') value = value.replace(/\\n/g, '\n');
    } else {
      value = value.replace(/\s+#.*$/, '');
    }
    out[m[1]] = value;
  }
  return out;
}

/**
 * The configuration as Vite would see it for a build: .env, then .env.local over it, then the
 * process environment over both.
 * @param {string} root project directory
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string | undefined>}
 */
export function loadEnv(root, env = process.env) {
  /** @type {Record<string, string | undefined>} */
  const merged = {};
  for (const name of ['.env', '.env.local']) {
    const path = `${root}/${name}`;
    if (existsSync(path)) Object.assign(merged, parseDotEnv(readFileSync(path, 'utf8')));
  }
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== '') merged[k] = v;
  return merged;
}
