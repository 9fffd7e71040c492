import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'test' }), {
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: [
        'tests/unit/**/*.test.{ts,tsx}',
        'tests/components/**/*.test.{ts,tsx}',
        'tests/contract/**/*.test.{ts,tsx}',
        'tests/security/**/*.test.ts',
      ],
      // Emulator suites run only in `npm run test:emulators` (vitest.emulator.config.ts).
      exclude: ['**/*.emulator.test.ts', 'tests/rules/**', '**/node_modules/**'],
      testTimeout: 15000,
      env: { TZ: 'America/New_York' },
    },
  }),
);
