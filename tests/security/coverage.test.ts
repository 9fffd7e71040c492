/**
 * The rule-coverage analysis used by tests/rules/matrix.emulator.test.ts, checked here on
 * hand-made reports shaped like the Firestore emulator's (so that a parsing bug cannot make
 * the emulator run pass silently).
 */
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import {
  analyzeCoverage,
  findAllowStatements,
  formatUncovered,
  readCoverageReport,
  type CoverageNode,
} from '../rules/coverage';

const RULES = [
  "rules_version = '2';",
  'service cloud.firestore {',
  '  match /databases/{database}/documents {',
  '    match /things/{id} {',
  '      allow get: if request.auth != null && request.auth.uid == id;',
  '      allow list: if request.auth.token.admin == true;',
  '      allow create: if request.resource.data.size() < 3;',
  '      allow read: if true;',
  '    }',
  '  }',
  '}',
].join('\n');

const at = (
  line: number,
  column: number,
  start: number,
  end: number,
  values?: [boolean, number][],
  children?: CoverageNode[],
): CoverageNode => ({
  sourcePosition: { line, column, currentOffset: start, endOffset: end },
  ...(values ? { values: values.map(([b, count]) => ({ value: { boolValue: b }, count })) } : {}),
  ...(children ? { children } : {}),
});

describe('findAllowStatements', () => {
  it('finds each allow with the 1-based line and column of its condition', () => {
    const s = findAllowStatements(RULES);
    expect(s.map((x) => [x.line, x.column, x.methods])).toEqual([
      [5, 21, 'get'],
      [6, 22, 'list'],
      [7, 24, 'create'],
      [8, 22, 'read'],
    ]);
    expect(s[0].condition).toBe('request.auth != null && request.auth.uid == id;');
  });

  it('refuses an allow that does not read "allow <methods>: if <condition>" on its line', () => {
    expect(() => findAllowStatements('match /x/{y} {\n  allow read;\n}')).toThrow(/line 2/);
    expect(() => findAllowStatements('  allow write:\n    if true;')).toThrow(/line 1/);
  });

  it('reads every allow of the real firestore.rules and storage.rules', () => {
    const firestore = findAllowStatements(readFileSync('firestore.rules', 'utf8'));
    expect(firestore.length).toBeGreaterThan(20);
    expect(firestore.every((s) => s.condition.length > 0)).toBe(true);
    expect(findAllowStatements(readFileSync('storage.rules', 'utf8')).length).toBe(6);
  });
});

describe('analyzeCoverage', () => {
  it('tells covered, never-true and never-evaluated allows apart, and tolerates a missing literal', () => {
    const report = {
      rules: { files: [{ content: RULES }] },
      report: [
        // allow get: true once, false once; sub-expressions share its start
        at(
          5,
          21,
          150,
          197,
          [
            [true, 1],
            [false, 3],
          ],
          [at(5, 21, 150, 170, [[true, 4]]), at(5, 45, 174, 197, [[false, 3]])],
        ),
        // allow list: evaluated, never true
        at(6, 22, 220, 252, [[false, 2]]),
        // allow create: present, never evaluated (no values)
        at(7, 24, 280, 312, undefined, [at(7, 24, 280, 305)]),
        // allow read: if true — absent from the report
      ],
    };
    const result = analyzeCoverage(RULES, report);
    expect(result.covered.map((s) => s.line)).toEqual([5]);
    expect(result.literal.map((s) => s.line)).toEqual([8]);
    expect(result.uncovered.map((s) => [s.line, s.reason])).toEqual([
      [6, 'never true'],
      [7, 'never evaluated'],
    ]);
    expect(formatUncovered(result)[0]).toMatch(
      /^line 6: allow list: if request\.auth\.token\.admin == true; — never true$/,
    );
  });

  it('counts a true only when it was counted', () => {
    const report = {
      report: [
        at(5, 21, 0, 10, [
          [true, 0],
          [false, 1],
        ]),
      ],
    };
    expect(analyzeCoverage(RULES, report).uncovered.map((s) => s.line)).toContain(5);
  });

  it('fails loudly on a report it does not understand, never passes silently', () => {
    expect(() => analyzeCoverage(RULES, {} as never)).toThrow(/not understood/);
    expect(() => analyzeCoverage(RULES, { report: [at(99, 1, 0, 1, [[true, 1]])] })).toThrow(
      /not understood/,
    );
  });
});

describe('readCoverageReport', () => {
  it('reads a report streamed in pieces, keeping only the boolean values, with their counts', async () => {
    const big = {
      listValue: {
        values: Array.from({ length: 400 }, (_, i) => ({ stringValue: `2026-12-${i}` })),
      },
    };
    const report = {
      rules: { files: [{ name: 'firestore.rules', content: RULES }] },
      report: [
        {
          sourcePosition: { line: 5, column: 21 },
          values: [
            { value: { boolValue: true }, count: 2 },
            { value: { mapValue: { fields: { slots: big } } }, count: 1 },
          ],
          children: [
            {
              sourcePosition: { line: 6, column: 22 },
              values: [
                { value: { stringValue: 'abc' }, count: 3 },
                { value: { boolValue: false }, count: 1 },
              ],
            },
          ],
        },
      ],
    };
    const text = JSON.stringify(report);
    // cut anywhere, even inside a token
    const pieces = [text.slice(0, 37), text.slice(37, 1000), text.slice(1000)];
    const read = await readCoverageReport(Readable.from(pieces));
    expect(read).toEqual({
      rules: report.rules,
      report: [
        {
          sourcePosition: { line: 5, column: 21 },
          values: [
            { value: { boolValue: true }, count: 2 },
            { value: {}, count: 1 },
          ],
          children: [
            {
              sourcePosition: { line: 6, column: 22 },
              values: [
                { value: {}, count: 3 },
                { value: { boolValue: false }, count: 1 },
              ],
            },
          ],
        },
      ],
    });
    // what analyzeCoverage reads of it is unchanged
    expect(analyzeCoverage(RULES, read)).toEqual(analyzeCoverage(RULES, report));
  });
});
