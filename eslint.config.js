import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers of src (docs/architecture.md#layers), as bulletproof-react draws them: imports point one way,
 * app -> pages -> features -> shared code (components, hooks, config, domain, i18n, lib,
 * services). import-x/no-restricted-paths checks the file an import resolves to (the `@/` alias
 * through the TypeScript resolver), so relative and aliased imports are caught alike.
 */
const SHARED = [
  './src/components',
  './src/hooks',
  './src/config',
  './src/domain',
  './src/i18n',
  './src/lib',
  './src/services',
];
const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const layerZones = [
  {
    target: './src/pages',
    from: './src/app',
    message: 'A page may not import src/app (the router and layouts import pages).',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/pages'],
    message: 'A feature may not import src/app or src/pages (they compose features).',
  },
  {
    target: SHARED,
    from: ['./src/app', './src/pages', './src/features'],
    message:
      'Shared code (components, hooks, config, domain, i18n, lib, services) may not import app, pages or features.',
  },
  // One feature uses another only through that feature's public entry, src/features/<f>/index.ts.
  ...FEATURES.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`, ...FEATURES.filter((g) => g !== f).map((g) => `./${g}/index.ts`)],
    message: `Import another feature through its public entry (@/features/<name>), not its files.`,
  })),
  // A backend's internals stay inside src/services: everything else goes through its index.
  {
    target: './src/!(services)/**/*',
    from: './src/services/*/**/*',
    message: 'Import the backend through its public entry, @/services (src/services/index.ts).',
  },
  {
    target: './src/!(services)/**/*',
    from: './src/services/!(index).ts',
    message: 'Import the backend through its public entry, @/services (src/services/index.ts).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-emulator',
      'node_modules',
      'coverage',
      'tests/e2e/artifacts',
      '.lighthouse',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.app.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Addresses are written by src/config/paths.ts only: a string or template literal starting
    // with "/" anywhere else in src is a route literal (a link, a navigation, a redirect).
    // src/i18n is left out for now: its page texts hold their links' addresses (see
    // tests/unit/paths.test.ts, which checks each one against the route table).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/config/paths.ts', 'src/services/**', 'src/lib/**', 'src/i18n/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[raw=/^["\'`]\\//]',
          message: 'Route literal: build the address with `paths` from @/config/paths.',
        },
        {
          selector: 'TemplateLiteral[quasis.0.value.raw=/^\\//]',
          message: 'Route literal: build the address with `paths` from @/config/paths.',
        },
      ],
    },
  },
  {
    // Only src/services and src/lib may talk to Firebase (docs/architecture.md#layers).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/services/**', 'src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Only src/services and src/lib may import Firebase.',
            },
          ],
          // React.lazy keeps a failed chunk's error for good (docs/decisions.md "A part that
          // fails to load")
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message: 'Use lazyRetry from @/lib/lazyRetry, and an ErrorBoundary around it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pure logic: no React, no backend.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@/services/*', '@/services', 'firebase*'],
              message: 'src/domain is pure logic.',
            },
          ],
        },
      ],
    },
  },
  {
    // Failures are logged through src/lib/reportError.ts, which leaves expected business
    // refusals out of the console (docs/decisions.md#quiet-console).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/reportError.ts'],
    rules: { 'no-console': ['error', { allow: ['warn'] }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
  },
);
