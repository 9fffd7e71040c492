/**
 * The mutant generator of scripts/rules-mutation.mjs (npm run test:rules-mutation), checked in
 * `npm test` where the emulator cannot run: on small rules, and on firestore.rules for the
 * loosenings the matrix once missed.
 */
import { readFileSync } from 'node:fs';
import {
  equivalentReason,
  findConditions,
  formatTable,
  generateMutants,
  formatSummary,
  KILLERS,
  killerKeys,
  mutantCollections,
  mutantsPerAllow,
  readKillers,
  summarize,
} from '../../scripts/rules-mutation.mjs';
import { MATRIX } from './matrix';

const SMALL = [
  "rules_version = '2';",
  'service cloud.firestore {',
  '  match /databases/{database}/documents {',
  "    function ok(d) { return d.size() <= 30 && d.kind in ['a', 'b']; }",
  "    function isC(d) { return d.kind == 'c'; }",
  '    match /things/{id} {',
  '      allow get: if request.auth != null && (resource.data.open == true || request.auth.uid == id);',
  '      allow create: if ok(request.resource.data) && request.resource.data.n < 5',
  "        && unchanged(['x', 'y']) && request.resource.data.kind == 'c';",
  '      allow list: if true;',
  '    }',
  '  }',
  '}',
].join('\n');

describe('rules mutation: the generator', () => {
  const mutants = generateMutants(SMALL);
  const changes = mutants.map((m) => `${m.where}: ${m.description}`);

  it('finds the allow conditions and the helpers', () => {
    expect(findConditions(SMALL).map((c) => c.where)).toEqual([
      'function ok',
      'function isC',
      'allow get /things/{id}',
      'allow create /things/{id}',
      'allow list /things/{id}',
    ]);
  });

  it('drops each conjunct, turns a disjunction true, flips and widens bounds, shortens unchanged lists', () => {
    expect(changes).toEqual(
      expect.arrayContaining([
        'allow get /things/{id}: drop «request.auth != null»',
        'allow get /things/{id}: drop «(resource.data.open == true || request.auth.uid == id)»',
        'allow get /things/{id}: «resource.data.open == true» → != false',
        'allow create /things/{id}: «request.resource.data.n < 5» → <=',
        "allow create /things/{id}: «unchanged(['x', 'y'])» without 'x'",
        "allow create /things/{id}: «unchanged(['x', 'y'])» without 'y'",
        'function ok: «d.size() <= 30»: 30 → 31',
        "function ok: «d.kind in ['a', 'b']» also 'c'",
      ]),
    );
  });

  it('never tightens: no operand of || becomes false, nothing under a negation', () => {
    expect(mutants.every((m) => m.replacement !== 'false')).toBe(true);
    expect(mutants.every((m) => m.rules !== SMALL)).toBe(true);
    expect(new Set(mutants.map((m) => m.rules)).size).toBe(mutants.length);
  });

  it('mutates every allow but `if true`, and knows the collections a helper guards', () => {
    expect(mutantsPerAllow(SMALL, mutants).map((a) => [a.where, a.mutants > 0])).toEqual([
      ['allow get /things/{id}', true],
      ['allow create /things/{id}', true],
      ['allow list /things/{id}', false],
    ]);
    const collections = mutantCollections(SMALL, mutants);
    // isC is called by no allow: its mutants guard nothing, and no case runs first for them.
    expect(
      collections.map((c, i) => (mutants[i].where === 'function isC' ? 'none' : c.join())),
    ).toEqual(mutants.map((m) => (m.where === 'function isC' ? 'none' : 'things')));
  });

  it('prints a table and counts survivors, equivalents apart', () => {
    const results = [
      {
        id: 'M001',
        line: 6,
        where: 'allow get',
        description: 'drop «x»',
        killedBy: 'case-a',
        equivalent: null,
      },
      {
        id: 'M002',
        line: 6,
        where: 'allow get',
        description: 'drop «y»',
        killedBy: null,
        equivalent: 'parce que',
      },
      {
        id: 'M003',
        line: 7,
        where: 'allow create',
        description: 'drop «z»',
        killedBy: null,
        equivalent: null,
      },
      {
        id: 'M004',
        line: 8,
        where: 'allow update',
        description: 'drop «w»',
        killedBy: null,
        equivalent: 'de même',
        run: false,
      },
    ];
    const table = formatTable(results);
    expect(table).toContain('killed by case-a');
    expect(table).toContain('SURVIVED');
    expect(table).toContain('EQUIVALENT, non exécuté / not run (de même)');
    expect(table).not.toContain('EQUIVALENT, non exécuté / not run (parce que)');
    const s = summarize(results);
    expect([s.total, s.killed, s.equivalent, s.notRun, s.survived.map((r) => r.id)]).toEqual([
      4,
      1,
      2,
      1,
      ['M003'],
    ]);
    expect(formatSummary(s)).toBe(
      '4 mutants : 1 tués / killed, 2 équivalents / equivalent (1 non exécutés / not run, ' +
        '--prove-equivalents), 1 survivants / survived',
    );
    expect(formatSummary(s, { byRecorded: 1 })).toContain(
      '1 tués / killed (1 par le cas noté / by the recorded case), ',
    );
  });
});

describe('rules mutation: the recorded killers', () => {
  it('keys a mutant by rule and change, numbering the same change repeated in one rule', () => {
    const m = (where: string, description: string) => ({ where, description });
    expect(
      killerKeys([
        m('allow update /a/{x}', 'drop «p»'),
        m('allow update /a/{x}', 'drop «q»'),
        m('allow update /a/{x}', 'drop «p»'),
        m('allow create /a/{x}', 'drop «p»'),
        m('allow update /a/{x}', 'drop «p»'),
      ]),
    ).toEqual([
      'allow update /a/{x} : drop «p»',
      'allow update /a/{x} : drop «q»',
      'allow update /a/{x} : drop «p» #2',
      'allow create /a/{x} : drop «p»',
      'allow update /a/{x} : drop «p» #3',
    ]);
  });

  it('has a recorded killer for every mutant of firestore.rules that is not equivalent', () => {
    const all = generateMutants(readFileSync('firestore.rules', 'utf8'));
    const keys = killerKeys(all);
    const known = readKillers();
    const missing = all.filter((m, k) => !equivalentReason(m) && !known[keys[k]!]);
    expect(
      missing.map((m) => `${m.id} ${m.where} : ${m.description}`),
      `npm run test:rules-mutation writes ${KILLERS}: run it, then commit the file`,
    ).toEqual([]);
    // A recorded killer is a deny case of the matrix (a renamed case is found here, not by a
    // slower run on the emulator).
    const deny = new Set(MATRIX.filter((c) => c.expected === 'deny').map((c) => c.id));
    expect(Object.values(known).filter((id) => !deny.has(id))).toEqual([]);
  });
});

describe('rules mutation: firestore.rules', () => {
  const rules = readFileSync('firestore.rules', 'utf8');
  const mutants = generateMutants(rules);
  const changes = mutants.map((m) => `${m.where}: ${m.description}`);

  it('loosens every allow whose condition is not `true`', () => {
    const missing = mutantsPerAllow(rules, mutants).filter(
      (a) => a.mutants === 0 && a.condition !== 'true',
    );
    expect(missing).toEqual([]);
    expect(mutants.length).toBeGreaterThan(200);
  });

  it('includes the loosenings the matrix once missed (each now killed by a case)', () => {
    expect(changes).toEqual(
      expect.arrayContaining([
        'function newHold: drop «b.createdAt == request.time»',
        // the first and last days' holds, on the slots the booking lists (issue 13)
        'function dailyOk: drop «heldAfter(d.listingId, d.slots[0], id)»',
        'function dailyOk: drop «heldAfter(d.listingId, d.slots[d.slots.size() - 1], id)»',
        'function cancelledByMe: drop «b.tenantId == uid()»',
        "function validProfile: «optStr(d, 'phoneNumber', 30)»: max 30 → 31",
        "function validListing: «strings(d.availableDates, '[0-9]{4}-[0-9]{2}-[0-9]{2}', 366)»: max 366 → 367",
      ]),
    );
    for (const m of mutants.filter((x) =>
      /heldAfter|phoneNumber|366|createdAt == request.time/.test(x.description),
    )) {
      expect(equivalentReason(m), m.description).toBeNull();
    }
  });

  it('keeps the list of equivalent mutants short', () => {
    const equivalent = mutants.filter((m) => equivalentReason(m) !== null);
    expect(equivalent.length).toBeLessThan(mutants.length / 5);
  });
});
