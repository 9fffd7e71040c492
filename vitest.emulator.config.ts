import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * npm run test:emulators (scripts/test-emulators.mjs, inside `firebase emulators:exec`): suites that
 * need the Auth + Firestore emulators (Java 21), and the Storage emulator for the matrix's storage
 * cases when it runs.
 */
export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'test' }), {
    test: {
      globals: true,
      environment: 'node',
      include: ['tests/contract/**/*.emulator.test.ts', 'tests/rules/**/*.test.ts'],
      testTimeout: 60000,
      hookTimeout: 120000,
      fileParallelism: false,
    },
  }),
);
