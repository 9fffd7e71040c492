/**
 * Mutation testing of firestore.rules (scripts/rules-mutation.mjs): every loosened copy of the
 * rules is loaded into the Firestore emulator, and the permission matrix's Firestore DENY cases
 * run against it until one of them gets through (the mutant is killed). A mutant that no case
 * kills, and that is not listed as equivalent, fails this test.
 *
 * Runs only when MAKTABI_RULES_MUTATION=on (set by `node scripts/rules-mutation.mjs`, or by
 * hand around `npm run test:emulators` to use the same emulator session); otherwise skipped.
 * Its own project (demo-maktabi-mutants), so that the coverage report of the matrix is not
 * touched.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import {
  equivalentReason,
  formatSummary,
  formatTable,
  generateMutants,
  killerKeys,
  mutantCollections,
  mutantsPerAllow,
  PROGRESS,
  readKillers,
  RESULTS,
  summarize,
  writeKillers,
  type Mutant,
  type MutantResult,
} from '../../scripts/rules-mutation.mjs';
import { MATRIX, type MatrixCase } from '../security/matrix';
import { contextFor, FIRESTORE, runAction, seedFirestore } from './matrixRunner';

const ENABLED = process.env.MAKTABI_RULES_MUTATION === 'on';
/** Whether the mutants listed as equivalent run too (scripts/rules-mutation.mjs --prove-equivalents). */
const PROVE_EQUIVALENTS = process.env.MAKTABI_PROVE_EQUIVALENTS === 'on';
const PROJECT = 'demo-maktabi-mutants';
const RULES = readFileSync('firestore.rules', 'utf8');
/** A seeded fixture is reused this long at most (the cases' times are relative to it). */
const RESEED_AFTER_MS = 60_000;

firebase.firestore.setLogLevel('silent');

async function loadRules(rules: string) {
  const url = `http://${FIRESTORE.host}:${FIRESTORE.port}/emulator/v1/projects/${PROJECT}:securityRules`;
  const r = await fetch(url, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!r.ok) throw new Error(`the emulator refused the rules: ${r.status} ${await r.text()}`);
}

function isPermissionDenied(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  const code = String(err?.code ?? '').toLowerCase();
  const message = String(err?.message ?? '').toLowerCase();
  return (
    code === 'permission-denied' ||
    code === 'permission_denied' ||
    message.includes('permission_denied') ||
    message.includes('permission denied')
  );
}

/** Cases with the same key run on the same seeded fixture. */
const fixtureKey = (c: MatrixCase) => JSON.stringify(c.setup ?? {});

/** The collection a document path is in (`listings/L/occupancy/D` → `occupancy`). */
const collectionOfDocument = (path: string) => path.split('/').slice(-2)[0] ?? '';

/** The collections whose rules judge a case's request: every document it reads or writes. */
function touchedCollections(c: MatrixCase): string[] {
  const a = c.action;
  switch (a.kind) {
    case 'get':
      return [collectionOfDocument(a.path)];
    case 'list':
      return [a.collection.split('/').slice(-1)[0] ?? ''];
    case 'write':
      return [...new Set(a.writes.map((w) => collectionOfDocument(w.path)))];
    default:
      return [];
  }
}

const described = (m: Mutant) => ({
  id: m.id,
  line: m.line,
  where: m.where,
  description: m.description,
});

describe.runIf(ENABLED)('mutation testing of firestore.rules (emulator)', () => {
  let env: RulesTestEnvironment;
  let seeded: { key: string; base: number } | null = null;
  // One context per caller for the whole run (each new context is a new app, kept until cleanup).
  const contexts = new Map<MatrixCase['who'], RulesTestContext>();
  const contextOf = (who: MatrixCase['who']) => {
    if (!contexts.has(who)) contexts.set(who, contextFor(env, who));
    return contexts.get(who)!;
  };

  /** Whether the rules now loaded allow the case's action (the fixture reused when possible). */
  async function allows(c: MatrixCase): Promise<boolean> {
    const key = fixtureKey(c);
    if (!seeded || seeded.key !== key || Date.now() - seeded.base > RESEED_AFTER_MS) {
      const base = Date.now();
      await seedFirestore(env, c, base);
      seeded = { key, base };
    }
    try {
      await runAction(contextOf(c.who), c.action, seeded.base);
    } catch (e) {
      if (isPermissionDenied(e)) return false;
      throw e;
    }
    if (c.action.kind === 'write') seeded = null;
    return true;
  }

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT,
      firestore: { ...FIRESTORE, rules: RULES },
    });
  });
  afterAll(async () => {
    await loadRules(RULES).catch(() => undefined);
    await env?.cleanup();
  });

  it(
    'kills every loosening of the rules with a case of the matrix',
    async () => {
      const started = Date.now();
      mkdirSync(dirname(PROGRESS), { recursive: true });
      const all = generateMutants(RULES);
      // MAKTABI_MUTANTS=M093,M094: only these mutants (to iterate on new cases; a full run is
      // the check).
      const only = (process.env.MAKTABI_MUTANTS ?? '')
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      const mutants = only.length ? all.filter((m) => only.includes(m.id)) : all;
      const collections = mutantCollections(RULES, mutants);
      const firestoreCases = MATRIX.filter((c) => c.collection !== 'storage');
      const denyCases = firestoreCases.filter((c) => c.expected === 'deny');

      // Every allow whose condition is not `true` is loosened at least once.
      const unmutated = mutantsPerAllow(RULES, all).filter(
        (a) => a.mutants === 0 && a.condition !== 'true',
      );
      expect(unmutated).toEqual([]);

      // The real rules: every case of the matrix as expected, with the same runner.
      await loadRules(RULES);
      for (const c of firestoreCases) {
        expect(await allows(c), `${c.id} on the real rules`).toBe(c.expected === 'allow');
      }

      const allKeys = killerKeys(all);
      const keyOf = new Map(all.map((m, k) => [m.id, allKeys[k]!]));
      const known = readKillers();
      let killedByKnown = 0;
      const kills = new Map<string, number>();
      const lastKiller = new Map<string, string>();
      const results: MutantResult[] = [];
      let runs = 0;
      for (const [k, m] of mutants.entries()) {
        if (k % 25 === 0) {
          process.stderr.write(
            `  mutants ${k + 1}-${Math.min(k + 25, mutants.length)} / ${mutants.length}…\n`,
          );
          // So that a run cut short (timeout) says how far it got, not that the emulator failed.
          writeFileSync(
            PROGRESS,
            `${k}/${mutants.length} (${Math.round((Date.now() - started) / 1000)} s)`,
          );
        }
        const equivalent = equivalentReason(m);
        if (equivalent && !PROVE_EQUIVALENTS) {
          results.push({ ...described(m), killedBy: null, equivalent, run: false });
          continue;
        }
        await loadRules(m.rules);
        // Only the cases whose requests reach a document these rules guard can tell the mutant
        // apart: a request is judged by the rules of the paths it reads or writes, nothing else
        // (get() and exists() inside rules read without rules). A mutant whose collections are
        // unknown runs every case.
        const guarded = new Set(collections[k]);
        const relevant = guarded.size
          ? denyCases.filter((c) => touchedCollections(c).some((x) => guarded.has(x)))
          : denyCases;
        // Cheapest first: the case that killed this mutant last time (readKillers), the case that
        // killed the previous mutant of the same rule, then by number of kills so far. A mutant
        // listed as equivalent runs every relevant case (to prove the list right): grouped by
        // fixture, each fixture is seeded once.
        const recorded = known[keyOf.get(m.id)!];
        const first = lastKiller.get(m.where);
        const order = equivalent
          ? [...relevant].sort((a, b) => fixtureKey(a).localeCompare(fixtureKey(b)))
          : [...relevant].sort(
              (a, b) =>
                Number(b.id === recorded) - Number(a.id === recorded) ||
                Number(b.id === first) - Number(a.id === first) ||
                (kills.get(b.id) ?? 0) - (kills.get(a.id) ?? 0),
            );
        let killedBy: string | null = null;
        for (const c of order) {
          runs += 1;
          if (await allows(c)) {
            killedBy = c.id;
            break;
          }
        }
        if (killedBy) {
          if (killedBy === recorded) killedByKnown += 1;
          kills.set(killedBy, (kills.get(killedBy) ?? 0) + 1);
          lastKiller.set(m.where, killedBy);
        }
        results.push({ ...described(m), killedBy, equivalent, run: true });
      }
      const seconds = Math.round((Date.now() - started) / 1000);
      // Written back: the killers of this run, plus (when only some mutants ran) the others'.
      const next: Record<string, string> = only.length ? { ...known } : {};
      for (const r of results) if (r.killedBy) next[keyOf.get(r.id)!] = r.killedBy;
      writeKillers(next);
      const summary = summarize(results);
      mkdirSync(dirname(RESULTS), { recursive: true });
      writeFileSync(RESULTS, JSON.stringify({ seconds, runs, results }, null, 1));
      process.stdout.write(
        `\n━━ Mutation des règles / rules mutation (${seconds} s, ${runs} cas exécutés) ━━\n` +
          `${formatTable(results)}\n` +
          `${formatSummary(summary, { byRecorded: killedByKnown })}\n\n`,
      );

      // A mutant listed as equivalent that a case kills is not equivalent: the list is wrong.
      const wronglyEquivalent = results.filter((r) => r.killedBy && r.equivalent);
      expect(wronglyEquivalent.map((r) => `${r.id} ${r.where}: ${r.description}`)).toEqual([]);
      expect(
        summary.survived.map((r) => `${r.id} (line ${r.line}) ${r.where}: ${r.description}`),
      ).toEqual([]);
    },
    // On a 2-core machine, 757 mutants (November 2026): 45 minutes before the recorded killers,
    // 18 with them and the equivalents proven, 8 to 12 without. Room for --prove-equivalents
    // with no recorded killer.
    50 * 60_000,
  );
});
