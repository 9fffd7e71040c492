#!/usr/bin/env node
/**
 * Builds the production bundle (Firebase backend) with the placeholder configuration of
 * .env.example when no .env exists, then checks it:
 *  - the demo admin password never ships in the production bundle;
 *  - the local backend and seed data are not in it;
 *  - the bundle budgets hold (scripts/bundle-budget.mjs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkBudgets } from './bundle-budget.mjs';

const env = { ...process.env };
if (!existsSync('.env')) {
  // Vite reads process env first: feed it the placeholders without creating .env.
  for (const line of readFileSync('.env.example', 'utf8').split('\n')) {
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (m && env[m[1]] === undefined) env[m[1]] = m[2];
  }
}
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
problems.push(...checkBudgets('dist').problems);
if (problems.length) {
  console.error(`✗ Bundle de production :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `✔ Bundle de production : ${files.length} fichiers, ni mot de passe de démo, ni backend local.`,
);
