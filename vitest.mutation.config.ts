import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The tests StrykerJS runs against each mutant of src/domain (`npm run test:mutation`): the unit
 * tests only, with hand-written expectations. Component tests are left out on purpose: some of
 * them compute their expected values with the domain functions themselves, and they are slow.
 * Plain Node without the app's Vite plugins or jsdom (the unit tests need neither, and a jsdom
 * per test file would be most of the run time); same zone as vitest.config.ts.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    globals: true,
    environment: 'node',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    env: { TZ: 'America/New_York' },
  },
});
