#!/usr/bin/env node
/**
 * npm run email:templates -- --base-url https://maktabi.ma
 *
 * Writes the French e-mail templates of the repository (src/i18n/fr/emails.json, one per
 * notification kind, "message" included) into the Trigger Email extension's templates
 * collection (TEMPLATES_COLLECTION of extensions/firestore-send-email.env: mailTemplates):
 * one document per template, named after it, with { subject, text, html }. `{{baseUrl}}` is
 * filled in here (the links of the e-mails); the event's data (`{{bookingId}}`,
 * `{{conversationId}}`, the listing's title: `{{listingTitle}}` in the HTML, `{{{listingTitle}}}`
 * as it is in the plain text) is left to the extension, which renders it with Handlebars from
 * each mail document's template.data. Run it again after changing a template.
 *
 * Project: VITE_FIREBASE_PROJECT_ID (environment, else .env.local / .env).
 *  - Production: credentials from GOOGLE_APPLICATION_CREDENTIALS (a service-account key file)
 *    or application default credentials (`gcloud auth application-default login`).
 *  - Emulator: set FIRESTORE_EMULATOR_HOST (e.g. 127.0.0.1:8080); no credentials needed.
 * --dry-run prints the documents without writing.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { loadEnv } from './admin-account.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const TEMPLATES_FILE = resolve(ROOT, 'src/i18n/fr/emails.json');
export const TEMPLATES_COLLECTION = 'mailTemplates';

export const USAGE = `
Modèles d'e-mails Maktabi -> extension Trigger Email / Maktabi e-mail templates -> Trigger Email

  npm run email:templates -- --base-url https://maktabi.ma [--dry-run]

Variables (environnement, sinon .env.local puis .env) / Variables (environment, else .env.local, .env):
  VITE_FIREBASE_PROJECT_ID  projet Firebase (requis) / Firebase project (required)
  GOOGLE_APPLICATION_CREDENTIALS
                            clé de compte de service (production) ; sinon identifiants par défaut
  FIRESTORE_EMULATOR_HOST   ex. 127.0.0.1:8080 : écrit dans l'émulateur / write to the emulator
`;

/**
 * The same substitution as src/domain/notifications.ts renderTemplate, for the names given (the
 * base URL only, never written `{{{…}}}`; a raw `{{{name}}}` of another name is left whole).
 */
function fill(template, values) {
  return template.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, name) =>
    name in values ? values[name] : whole,
  );
}

/**
 * The documents to write: { name, data: { subject, text, html } } per template, with the
 * base URL filled in (without its trailing slash).
 */
export function templateDocuments(baseUrl, file = TEMPLATES_FILE) {
  const url = new URL(baseUrl);
  if (url.protocol !== 'https:' && url.hostname !== 'localhost' && url.hostname !== '127.0.0.1') {
    throw new Error(`--base-url doit être en https : ${baseUrl}`);
  }
  const base = url.origin + url.pathname.replace(/\/+$/, '');
  const templates = JSON.parse(readFileSync(file, 'utf8'));
  return Object.entries(templates).map(([name, t]) => ({
    name,
    data: {
      subject: fill(t.subject, { baseUrl: base }),
      text: fill(t.text, { baseUrl: base }),
      html: fill(t.html, { baseUrl: base }),
    },
  }));
}

function parseArgs(argv) {
  const args = { baseUrl: null, dryRun: false, help: false };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a === '--base-url') args.baseUrl = argv[++i] ?? null;
    else if (a.startsWith('--base-url=')) args.baseUrl = a.slice('--base-url='.length);
    else if (a === '--dry-run') args.dryRun = true;
    else if (a === '--help' || a === '-h') args.help = true;
    else throw new Error(`argument inconnu : ${a}`);
  }
  return args;
}

export async function main(argv = process.argv.slice(2), env = process.env) {
  const args = parseArgs(argv);
  if (args.help || !args.baseUrl) {
    console.log(USAGE);
    return args.help ? 0 : 1;
  }
  const docs = templateDocuments(args.baseUrl);
  if (args.dryRun) {
    console.log(JSON.stringify(docs, null, 2));
    return 0;
  }
  const merged = loadEnv(ROOT, env);
  const projectId = merged.VITE_FIREBASE_PROJECT_ID;
  if (!projectId) {
    console.error('VITE_FIREBASE_PROJECT_ID manquant / missing.');
    return 1;
  }
  const app = initializeApp(
    env.FIRESTORE_EMULATOR_HOST ? { projectId } : { projectId, credential: applicationDefault() },
    `email-templates-${Date.now()}`,
  );
  try {
    const db = getFirestore(app);
    const batch = db.batch();
    for (const d of docs) batch.set(db.collection(TEMPLATES_COLLECTION).doc(d.name), d.data);
    await batch.commit();
    console.log(
      `✔ ${docs.length} modèles écrits dans ${TEMPLATES_COLLECTION} (projet ${projectId}${
        env.FIRESTORE_EMULATOR_HOST ? ', émulateur' : ''
      }).`,
    );
    return 0;
  } finally {
    await deleteApp(app);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (e) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
