export interface Mutant {
  id: string;
  line: number;
  /** `allow <methods> <match path>` or `function <name>`. */
  where: string;
  description: string;
  start: number;
  end: number;
  replacement: string;
  /** The whole mutated rules text. */
  rules: string;
  /** The text replaced. */
  original: string;
  /** For a dropped conjunct: the other conjuncts of its chain. */
  rest: string[];
}
export interface MutantResult {
  id: string;
  line: number;
  where: string;
  description: string;
  killedBy: string | null;
  equivalent: string | null;
  /** False for an equivalent mutant not loaded (without --prove-equivalents). */
  run?: boolean;
}
export interface Equivalent {
  where: RegExp;
  change: RegExp;
  only?: (m: Mutant) => boolean;
  reason: string;
}
export const EQUIVALENT: Equivalent[];
export const RESULTS: string;
export const PROGRESS: string;
export const KILLERS: string;
export function killerKeys(mutants: { where: string; description: string }[]): string[];
export function readKillers(): Record<string, string>;
export function writeKillers(killers: Record<string, string>): void;
export function findConditions(
  text: string,
): { kind: 'allow' | 'function'; name?: string; where: string; start: number; end: number }[];
export function generateMutants(text: string): Mutant[];
export function equivalentReason(mutant: Mutant): string | null;
export function mutantsPerAllow(
  text: string,
  mutants: Mutant[],
): { where: string; line: number; condition: string; mutants: number }[];
export function formatTable(results: MutantResult[]): string;
export function summarize(results: MutantResult[]): {
  total: number;
  killed: number;
  equivalent: number;
  notRun: number;
  survived: MutantResult[];
};
export function formatSummary(
  s: ReturnType<typeof summarize>,
  more?: { byRecorded?: number },
): string;
export function mutantCollections(text: string, mutants: Mutant[]): string[][];
