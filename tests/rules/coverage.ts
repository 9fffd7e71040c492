/**
 * Reads the Firestore emulator's rule-coverage report and tells which `allow` statements of
 * firestore.rules were never true during the run.
 *
 * The report: GET http://<host>:<port>/emulator/v1/projects/<projectId>:ruleCoverage (JSON; the
 * same URL with .html is the browser version). Its `report` is a tree of expressions, each with
 * a sourcePosition (1-based line and column in the rules text, also given in `rules.files`)
 * and the values it evaluated to, with counts. An `allow ...: if <condition>;` is exercised when
 * the node of <condition> (same line and column) evaluated to true at least once.
 *
 * Pure functions and one stream reader, so that the parsing is unit-tested in `npm test`
 * (tests/security/coverage.test.ts) even where the emulator cannot run.
 */
import type { Readable } from 'node:stream';
import chain from 'stream-chain';
import { parser } from 'stream-json';
import Assembler from 'stream-json/assembler.js';
import { ignore } from 'stream-json/filters/ignore.js';

export interface CoverageValue {
  value?: { boolValue?: boolean; [kind: string]: unknown };
  count?: number;
}

export interface CoverageNode {
  sourcePosition?: { line?: number; column?: number; currentOffset?: number; endOffset?: number };
  values?: CoverageValue[];
  children?: CoverageNode[];
}

export interface CoverageReport {
  rules?: { files?: { name?: string; content?: string }[] };
  report?: CoverageNode[];
}

/**
 * The report as it streams from the emulator, each value an expression took kept only when it
 * is a boolean (`{}` otherwise, with its count): the whole report holds every value every
 * expression took over the run, whole documents and lists of 400 slots among them, and grew
 * past the 512 MB a JavaScript string can hold (December 2026), which `response.json()` needs.
 * analyzeCoverage reads only the booleans. stream-json parses it a token at a time.
 */
export async function readCoverageReport(body: Readable): Promise<CoverageReport> {
  const tokens = chain([body, parser(), ignore({ filter: (stack) => isValuePayload(stack) })]);
  const assembler = new Assembler();
  for await (const token of tokens) assembler.consume(token);
  return assembler.current as CoverageReport;
}

/** A key inside `values[n].value` other than `boolValue` (path: …, values, n, value, key). */
function isValuePayload(stack: readonly (string | number | null)[]): boolean {
  const n = stack.length;
  return (
    n >= 4 && stack[n - 4] === 'values' && stack[n - 2] === 'value' && stack[n - 1] !== 'boolValue'
  );
}

export interface AllowStatement {
  /** 1-based line of the `allow`. */
  line: number;
  /** 1-based column where its condition starts. */
  column: number;
  methods: string;
  condition: string;
}

export interface CoverageResult {
  statements: AllowStatement[];
  covered: AllowStatement[];
  /** `if true` conditions: the report may omit literals; the matrix covers them instead. */
  literal: AllowStatement[];
  uncovered: (AllowStatement & { reason: 'never evaluated' | 'never true' })[];
}

const ALLOW_LINE = /^(\s*)allow\s+([a-z][a-z, ]*?)\s*:\s*if\s+/;

/** Every `allow` of a rules file. Each must read `allow <methods>: if <condition>` on one line. */
export function findAllowStatements(rulesText: string): AllowStatement[] {
  const out: AllowStatement[] = [];
  rulesText.split('\n').forEach((text, i) => {
    if (!/^\s*allow\b/.test(text)) return;
    const m = ALLOW_LINE.exec(text);
    if (!m) {
      throw new Error(
        `line ${i + 1}: "${text.trim()}" — write each allow as "allow <methods>: if <condition>" on its line`,
      );
    }
    out.push({
      line: i + 1,
      column: m[0].length + 1,
      methods: m[2].trim(),
      condition: text.slice(m[0].length).trim(),
    });
  });
  return out;
}

function flatten(nodes: CoverageNode[] | undefined, into: CoverageNode[] = []): CoverageNode[] {
  for (const n of nodes ?? []) {
    into.push(n);
    flatten(n.children, into);
  }
  return into;
}

const span = (n: CoverageNode) =>
  (n.sourcePosition?.endOffset ?? 0) - (n.sourcePosition?.currentOffset ?? 0);

export function analyzeCoverage(rulesText: string, report: CoverageReport): CoverageResult {
  if (!report || !Array.isArray(report.report)) {
    throw new Error('rule-coverage report not understood: no "report" array (emulator version?)');
  }
  const statements = findAllowStatements(rulesText);
  const nodes = flatten(report.report);
  const result: CoverageResult = { statements, covered: [], literal: [], uncovered: [] };
  let located = 0;
  for (const s of statements) {
    const matches = nodes
      .filter((n) => n.sourcePosition?.line === s.line && n.sourcePosition?.column === s.column)
      .sort((a, b) => span(b) - span(a));
    const root = matches[0];
    if (root) located += 1;
    const isLiteral = /^true\s*;?\s*$/.test(s.condition);
    if (!root || !root.values?.length) {
      if (isLiteral) result.literal.push(s);
      else result.uncovered.push({ ...s, reason: 'never evaluated' });
      continue;
    }
    const everTrue = root.values.some((v) => v.value?.boolValue === true && (v.count ?? 1) > 0);
    if (everTrue || isLiteral) result.covered.push(s);
    else result.uncovered.push({ ...s, reason: 'never true' });
  }
  if (statements.length > 0 && located === 0) {
    throw new Error(
      'rule-coverage report not understood: no expression at the line/column of any allow condition ' +
        `(first nodes: ${JSON.stringify(nodes.slice(0, 3).map((n) => n.sourcePosition))})`,
    );
  }
  return result;
}

export function formatUncovered(result: CoverageResult): string[] {
  return result.uncovered.map(
    (s) => `line ${s.line}: allow ${s.methods}: if ${s.condition} — ${s.reason}`,
  );
}
