#!/usr/bin/env node
/**
 * npm run admin:create -- --password '…'      (or ADMIN_PASSWORD='…' npm run admin:create)
 *
 * Creates the dedicated administrator account of the /admin gate, or resets its password, and
 * sets its custom claim { admin: true }. The e-mail is VITE_ADMIN_EMAIL and the project
 * VITE_FIREBASE_PROJECT_ID (process environment, else .env.local / .env).
 *  - Production: credentials from GOOGLE_APPLICATION_CREDENTIALS (a service-account key file)
 *    or application default credentials (`gcloud auth application-default login`).
 *  - Emulator: set FIREBASE_AUTH_EMULATOR_HOST (e.g. 127.0.0.1:9099); no credentials needed.
 * The password is never written anywhere by this script.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  MIN_PASSWORD_LENGTH,
  RECOMMENDED_PASSWORD_LENGTH,
  ensureAdmin,
  loadEnv,
} from './admin-account.mjs';

export { ensureAdmin } from './admin-account.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const USAGE = `
Création du compte administrateur Maktabi / Create the Maktabi admin account

  npm run admin:create -- --password '<mot de passe>'
  ADMIN_PASSWORD='<mot de passe>' npm run admin:create

Variables (environnement, sinon .env.local puis .env) / Variables (environment, else .env.local, .env):
  VITE_ADMIN_EMAIL          e-mail du compte administrateur (requis) / admin account e-mail (required)
  VITE_FIREBASE_PROJECT_ID  projet Firebase (requis) / Firebase project (required)
  ADMIN_PASSWORD            mot de passe, si --password est absent / password when --password is absent
  GOOGLE_APPLICATION_CREDENTIALS
                            clé de compte de service (production) ; sinon identifiants par défaut
                            service-account key (production); otherwise application default credentials
  FIREBASE_AUTH_EMULATOR_HOST
                            ex. 127.0.0.1:9099 : travaille sur l'émulateur Auth / work on the Auth emulator

Le mot de passe est celui de la page /admin. / The password is the one typed on /admin.
Préférez ADMIN_PASSWORD à --password (l'historique du shell garde les arguments).
Prefer ADMIN_PASSWORD over --password (shell history keeps arguments).
`;

/**
 * @param {string[]} argv
 * @returns {{ password?: string, help: boolean, unknown: string[] }}
 */
export function parseArgs(argv) {
  /** @type {{ password?: string, help: boolean, unknown: string[] }} */
  const out = { help: false, unknown: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') out.help = true;
    else if (arg === '--password') {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) out.unknown.push(arg);
      else {
        out.password = next;
        i += 1;
      }
    } else if (arg.startsWith('--password=')) out.password = arg.slice('--password='.length);
    else out.unknown.push(arg);
  }
  return out;
}

/**
 * Resolves the inputs; returns the list of what is missing (French / English).
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} env merged configuration (see loadEnv)
 */
export function resolveInputs(argv, env) {
  const args = parseArgs(argv);
  const email = env.VITE_ADMIN_EMAIL?.trim() ?? '';
  const projectId = (
    env.VITE_FIREBASE_PROJECT_ID ??
    env.GOOGLE_CLOUD_PROJECT ??
    env.GCLOUD_PROJECT ??
    ''
  ).trim();
  const password = args.password ?? env.ADMIN_PASSWORD ?? '';
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || null;
  const problems = [];
  if (args.unknown.length)
    problems.push(`Argument inconnu / unknown argument: ${args.unknown.join(' ')}`);
  if (!email) problems.push('VITE_ADMIN_EMAIL manquant / missing');
  if (!projectId) problems.push('VITE_FIREBASE_PROJECT_ID manquant / missing');
  if (!password)
    problems.push(
      'Mot de passe manquant : --password ou ADMIN_PASSWORD / password missing: --password or ADMIN_PASSWORD',
    );
  else if (password.length < MIN_PASSWORD_LENGTH) {
    problems.push(
      `Mot de passe trop court (minimum ${MIN_PASSWORD_LENGTH} caractères) / password too short (${MIN_PASSWORD_LENGTH}+ characters)`,
    );
  }
  return { help: args.help, email, projectId, password, emulatorHost, problems };
}

export async function main(argv = process.argv.slice(2), env = loadEnv(ROOT)) {
  const input = resolveInputs(argv, env);
  if (input.help) {
    console.log(USAGE);
    return 0;
  }
  if (input.problems.length) {
    console.error(`\n✗ ${input.problems.join('\n✗ ')}\n${USAGE}`);
    return 2;
  }
  if (input.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = input.emulatorHost;
  else if (input.password.length < RECOMMENDED_PASSWORD_LENGTH) {
    console.warn(
      `⚠ Mot de passe court (${input.password.length} caractères) : ${RECOMMENDED_PASSWORD_LENGTH} ou plus recommandés pour la production.\n` +
        `⚠ Short password: ${RECOMMENDED_PASSWORD_LENGTH}+ characters recommended in production.`,
    );
  }
  const target = input.emulatorHost
    ? `émulateur Auth / Auth emulator ${input.emulatorHost} (projet ${input.projectId})`
    : `projet / project ${input.projectId}`;
  const app = initializeApp(
    input.emulatorHost
      ? { projectId: input.projectId }
      : { projectId: input.projectId, credential: applicationDefault() },
    `create-admin-${Date.now()}`,
  );
  try {
    const { uid, created } = await ensureAdmin(getAuth(app), input.email, input.password);
    console.log(
      `✔ ${created ? 'Compte administrateur créé / admin account created' : 'Mot de passe administrateur mis à jour / admin password updated'}` +
        ` : ${input.email.toLowerCase()} (uid ${uid}), claim { admin: true } — ${target}.`,
    );
    return 0;
  } catch (e) {
    const code = /** @type {{ code?: string }} */ (e)?.code ?? '';
    console.error(`✗ Échec / failed (${target}) : ${e instanceof Error ? e.message : String(e)}`);
    if (
      !input.emulatorHost &&
      /credential|auth\/internal-error|insufficient-permission|invalid-credential/i.test(
        `${code} ${e}`,
      )
    ) {
      console.error(
        '  Vérifiez GOOGLE_APPLICATION_CREDENTIALS (clé de compte de service) ou lancez `gcloud auth application-default login`.\n' +
          '  Check GOOGLE_APPLICATION_CREDENTIALS (service-account key) or run `gcloud auth application-default login`.',
      );
    }
    return 1;
  } finally {
    await deleteApp(app).catch(() => undefined);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main();
}
