/**
 * Mutation testing of the pure logic (`npm run test:mutation`): StrykerJS changes src/domain
 * one small mutation at a time (a `<` into `<=`, a condition into `true`, a string into "")
 * and checks that a unit test fails each time. Under 90 % of mutants detected, the command fails.
 *
 * The tests are the unit tests only (vitest.mutation.config.ts), whose expected values are
 * written by hand. A mutant that cannot change any behaviour ("equivalent") is either rewritten
 * away or marked next to the code with `// Stryker disable next-line <mutator>: <why>`.
 *
 * Incremental: the last result is kept in reports/stryker-incremental.json (ignored by git), so
 * a second run re-tests only the mutants of changed code or of code whose tests changed. A
 * fresh checkout (CI) runs everything: about 11 minutes on 2 cores, most of it on "static"
 * mutants (module-level code, run once at import: each one re-runs every unit test). Data tables
 * are left out with `// Stryker disable all` (src/domain/places.ts, placeKeys.ts). Not
 * `ignoreStatic`: tried, it let 524 module-level mutants through as survivors (82.9 %).
 * `npm run test:mutation -- --force` re-tests everything. Report: reports/mutation/index.html.
 */

// The unit tests run in a zone far from Morocco (vitest.config.ts sets it too, but Stryker's
// test-runner processes start before vitest can, so they inherit it from here).
process.env.TZ = 'America/New_York';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: ['src/domain/**/*.ts'],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  thresholds: { high: 95, low: 90, break: 90 },
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  // Not copied into Stryker's sandbox: build output, the emulators' logs and rule coverage, which
  // the other CI steps leave beside the code (firebase-debug.log reaches hundreds of MB after
  // `npm run test:rules-mutation` and made Stryker's file reader crash).
  ignorePatterns: [
    '*.log',
    '/coverage',
    '/dist',
    '/dist-demo',
    '/.lighthouse',
    '/tests/e2e/artifacts',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
