/**
 * The layer rules of eslint.config.js refuse what they should: each snippet is linted as if it
 * were a file at the given place in src, with the project's own configuration.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd() });
  // Loads the configuration and the plugins once, outside the tests' own time limit.
  await eslint.lintText('export {};\n', { filePath: 'src/pages/Warm.ts' });
}, 60_000);

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

async function rulesFor(filePath: string, code: string) {
  return (await lint(filePath, code)).map((m) => m.rule);
}

describe('layers (import-x/no-restricted-paths)', () => {
  it('refuses a feature importing a page', async () => {
    expect(
      await rulesFor(
        'src/features/booking/Fake.tsx',
        "import HomePage from '@/pages/HomePage';\nexport const X = HomePage;\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuses a feature importing src/app, by alias or relative path', async () => {
    expect(
      await rulesFor(
        'src/features/booking/Fake.tsx',
        "import { routes } from '@/app/routes';\nimport { Layout } from '../../app/layout/Layout';\nexport const X = [routes, Layout];\n",
      ),
    ).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
  });

  it('refuses a shared component importing a feature, a page or the app', async () => {
    expect(
      await rulesFor(
        'src/components/Fake.tsx',
        "import { signupFieldError } from '@/features/auth';\nimport NotFound from '@/pages/NotFoundPage';\nimport { RequireAuth } from '@/app/guards';\nexport const X = [signupFieldError, NotFound, RequireAuth];\n",
      ),
    ).toEqual([
      'import-x/no-restricted-paths',
      'import-x/no-restricted-paths',
      'import-x/no-restricted-paths',
    ]);
  });

  it('refuses a page importing a page-level app module', async () => {
    expect(
      await rulesFor(
        'src/pages/Fake.tsx',
        "import { Layout } from '@/app/layout/Layout';\nexport const X = Layout;\n",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it("refuses a backend's internals outside src/services", async () => {
    const code =
      "import { createLocalBackend } from '@/services/local';\nimport { buildSeed } from '@/services/seed/data';\nimport { parseListing } from '@/services/shared/converters';\nimport { isServiceError } from '@/services/types';\nexport const X = [createLocalBackend, buildSeed, parseListing, isServiceError];\n";
    for (const file of ['src/pages/Fake.tsx', 'src/app/Fake.tsx', 'src/features/host/Fake.ts']) {
      expect(await rulesFor(file, code)).toEqual(Array(4).fill('import-x/no-restricted-paths'));
    }
  });

  it("refuses a deep import into another feature, and takes its public entry or one's own files", async () => {
    const messages = await lint(
      'src/features/booking/Fake.tsx',
      "import { signupFieldError } from '@/features/auth/errors';\nimport { FavoriteButton } from '../favorites/FavoriteButton';\nexport const X = [signupFieldError, FavoriteButton];\n",
    );
    expect(messages.map((m) => m.rule)).toEqual([
      'import-x/no-restricted-paths',
      'import-x/no-restricted-paths',
    ]);
    expect(messages[0].message).toContain('public entry');
    expect(
      await lint(
        'src/features/booking/Fake.tsx',
        "import { signupFieldError } from '@/features/auth';\nimport { FavoriteButton } from '@/features/favorites';\nimport { bookingErrorMessage } from './errors';\nexport const X = [signupFieldError, FavoriteButton, bookingErrorMessage];\n",
      ),
    ).toEqual([]);
  });

  it('keeps Firebase in src/services and src/lib, and src/domain pure', async () => {
    expect(
      await rulesFor(
        'src/pages/Fake.tsx',
        "import { getAuth } from 'firebase/auth';\nexport const X = getAuth;\n",
      ),
    ).toEqual(['no-restricted-imports']);
    expect(
      await rulesFor(
        'src/domain/fake.ts',
        "import { useState } from 'react';\nexport const X = useState;\n",
      ),
    ).toEqual(['no-restricted-imports']);
  });

  it('has import cycles refused in src', async () => {
    const config = await eslint.calculateConfigForFile('src/hooks/AuthContext.tsx');
    expect(config.rules['import-x/no-cycle']?.[0]).toBe(2);
  });

  it('takes a page composing features, shared components, hooks, services and paths', async () => {
    const code = [
      "import { Link } from 'react-router-dom';",
      "import { paths } from '@/config/paths';",
      "import { Spinner } from '@/components/Spinner';",
      "import { ListingCard } from '@/features/listings/components/ListingCard';",
      "import { useAuth } from '@/hooks/useAuth';",
      "import { useBackend } from '@/hooks/useBackend';",
      "import { usePageMeta } from '@/hooks/usePageMeta';",
      "import { isServiceError } from '@/services';",
      'export function Fake() {',
      '  usePageMeta({});',
      '  const backend = useBackend();',
      '  const { user } = useAuth();',
      '  return (',
      '    <Link to={paths.search({ city: user?.uid })}>',
      '      {String(isServiceError(backend))}',
      '      <Spinner />',
      '      {String(ListingCard)}',
      '    </Link>',
      '  );',
      '}',
      '',
    ].join('\n');
    expect(await lint('src/pages/Fake.tsx', code)).toEqual([]);
  });
});

describe('route literals (no-restricted-syntax)', () => {
  it('refuses a new <Link to="/search"> in a page, a feature or the app', async () => {
    const code =
      'import { Link } from \'react-router-dom\';\nexport const X = () => <Link to="/search">x</Link>;\n';
    for (const file of [
      'src/pages/Fake.tsx',
      'src/features/listings/Fake.tsx',
      'src/app/layout/Fake.tsx',
    ]) {
      const messages = await lint(file, code);
      expect(messages.map((m) => m.rule)).toEqual(['no-restricted-syntax']);
      expect(messages[0].message).toContain('@/config/paths');
    }
  });

  it('refuses template literals, navigations and redirects written by hand', async () => {
    const code = [
      "import { Navigate, useNavigate } from 'react-router-dom';",
      'export function Fake({ id, out }: { id: string; out: boolean }) {',
      '  const navigate = useNavigate();',
      '  if (out) return <Navigate to={`/login?redirect=/listing/${id}`} replace />;',
      "  return <button onClick={() => navigate(id ? '/dashboard' : '/')}>x</button>;",
      '}',
      '',
    ].join('\n');
    expect(await rulesFor('src/features/booking/Fake.tsx', code)).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
  });

  it('takes the same addresses from the paths builders, and other strings', async () => {
    const code = [
      "import { Link, useNavigate } from 'react-router-dom';",
      "import { paths } from '@/config/paths';",
      'export function Fake({ id }: { id: string }) {',
      '  const navigate = useNavigate();',
      '  const label = `${id} / jour`;',
      '  return (',
      '    <Link to={paths.login({ redirect: paths.listing(id) })} onClick={() => navigate(paths.dashboard())}>',
      "      {label.replace(/\\//g, '-')}",
      '    </Link>',
      '  );',
      '}',
      '',
    ].join('\n');
    expect(await lint('src/features/booking/Fake.tsx', code)).toEqual([]);
  });
});
