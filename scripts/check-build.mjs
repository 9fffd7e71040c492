#!/usr/bin/env node
/**
 * Builds the production bundle (Firebase backend) with the placeholder configuration of
 * .env.example when no .env exists, then checks it:
 *  - the demo admin password never ships in the production bundle;
 *  - the local backend and seed data are not in it;
 *  - the pages that read data as they start, and only they, connect to Firestore and Storage
 *    from their HTML (<link rel="preconnect">);
 *  - the bundle budgets hold (scripts/bundle-budget.mjs);
 *  - firebase.json's security headers are those scripts/security-headers.mjs generates for this
 *    dist/index.html (the CSP carries the hash of its inline boot script, which changes with
 *    the chunks it names): if not, `node scripts/security-headers.mjs` rewrites them.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkBudgets } from './bundle-budget.mjs';
import { placeholderEnv, syncFirebaseJson } from './security-headers.mjs';

// Vite reads process env first: without .env, feed it the placeholders without creating .env.
const env = { ...process.env, ...placeholderEnv() };
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

const files = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) walk(p);
    else files.push(p);
  }
};
walk('dist');
const demoPassword = /VITE_DEMO_ADMIN_PASSWORD=(.*)/
  .exec(readFileSync('.env.demo', 'utf8'))?.[1]
  ?.trim();
const problems = [];
for (const f of files.filter((p) => /\.(js|html|css|map)$/.test(p))) {
  const text = readFileSync(f, 'utf8');
  if (demoPassword && text.includes(demoPassword))
    problems.push(`${f} contient le mot de passe admin de démo`);
  if (text.includes('maktabi.demo.db')) problems.push(`${f} contient le backend local (démo)`);
  if (text.includes('locataire@demo.ma')) problems.push(`${f} contient les données de démo`);
}
// The pages that read data as they start connect to Firestore and Storage from their HTML
// (src/lib/env.ts dataOrigins, src/prerender/render.tsx preconnectsFor); the others to nothing.
const PRECONNECTS = [
  '<link rel="preconnect" href="https://firestore.googleapis.com" crossorigin />',
  '<link rel="preconnect" href="https://firebasestorage.googleapis.com" />',
];
const READ_AT_START = ['index.html', 'prerendered/search.html', 'prerendered/listing.html'];
for (const f of files.filter((p) => p.endsWith('.html'))) {
  const found = readFileSync(f, 'utf8').match(/<link rel="preconnect"[^>]*>/g) ?? [];
  const expected = READ_AT_START.includes(f.slice('dist/'.length)) ? PRECONNECTS : [];
  if (found.join('\n') !== expected.join('\n'))
    problems.push(
      `${f} : préconnexions ${JSON.stringify(found)}, attendu ${JSON.stringify(expected)}`,
    );
}
problems.push(...checkBudgets('dist').problems);
const headerProblems = await syncFirebaseJson({ dir: 'dist' });
problems.push(...headerProblems);
if (headerProblems.length)
  problems.push('→ node scripts/security-headers.mjs (réécrit firebase.json)');
if (problems.length) {
  console.error(`✗ Bundle de production :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `✔ Bundle de production : ${files.length} fichiers, ni mot de passe de démo, ni backend local ; en-têtes de firebase.json à jour.`,
);
