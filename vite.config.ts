import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath, URL } from 'node:url';
import { checkEnv } from './scripts/env-check.mjs';

/** Fails the build (or the dev server start) with a message naming each bad variable. */
function envGuard(env: Record<string, string>): Plugin {
  return {
    name: 'maktabi-env-guard',
    configResolved() {
      const problems = checkEnv(env);
      if (problems.length > 0) {
        throw new Error(
          `Configuration invalide (.env) :\n${problems.map((p) => `  - ${p}`).join('\n')}\n` +
            'Copiez .env.example vers .env et complétez-le (voir README).',
        );
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const backend = mode === 'demo' || mode === 'test' ? 'local' : (env.VITE_BACKEND ?? 'firebase');
  return {
    plugins: [react(), tailwindcss(), ...(mode === 'test' ? [] : [envGuard({ ...env, VITE_BACKEND: backend })])],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: {
      'import.meta.env.VITE_BACKEND': JSON.stringify(backend),
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 600,
    },
    server: { port: 5173 },
    preview: { port: 4173 },
  };
});
