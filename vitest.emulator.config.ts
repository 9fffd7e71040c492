import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** npm run test:emulators: suites that need the Firestore/Storage emulators (Java 21). */
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
