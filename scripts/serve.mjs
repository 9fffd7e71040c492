#!/usr/bin/env node
/**
 * A tiny static server that answers like Firebase Hosting: a file when there is one, else the
 * build's rewrites (prerendered pages, then the start-up shell), else index.html; for the
 * demo build and the browser tests. Every response carries the security headers production
 * hosting sends (scripts/security-headers.mjs, computed from the served index.html), so the
 * browser tests run under the real Content-Security-Policy.
 * Usage: node scripts/serve.mjs [dir=dist-demo] [port=4173] [--emulators]
 * (--emulators: also allow the Firebase emulators, for a build made with --mode emulator)
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersForBuild } from './security-headers.mjs';
import { fileURLToPath } from 'node:url';
import { PRERENDER_MANIFEST } from './prerender.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

/**
 * The destination of the first rewrite whose Firebase Hosting glob matches the path ("**": any
 * path, "*": one segment), "/index.html" when none does.
 * @param {{ source: string, destination: string }[]} rewrites
 */
export function rewriteOf(rewrites, pathname) {
  for (const { source, destination } of rewrites) {
    const re = source
      .split('**')
      .map((part) =>
        part
          .split('*')
          .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
          .join('[^/]+'),
      )
      .join('.*');
    if (new RegExp(`^${re}$`).test(pathname)) return destination;
  }
  return '/index.html';
}

/** The rewrites a build lists (none for a build without prerendered pages). */
async function manifest(root) {
  const text = await readFile(join(root, PRERENDER_MANIFEST), 'utf8').catch(() => null);
  return text ? JSON.parse(text).rewrites : [];
}

/**
 * `repo`: where the project's .env files and firebase.json are (default: the current folder).
 */
export function startServer(
  dir,
  port = 0,
  host = '127.0.0.1',
  { emulators = false, repo = process.cwd() } = {},
) {
  const root = resolve(dir);
  /** @type {Promise<Record<string, string>> | null} */
  let security = null;
  /** The build's rewrites, read once like its headers (the served folder does not change). */
  /** @type {Promise<{ source: string, destination: string }[]> | null} */
  let rewrites = null;
  const server = createServer(async (req, res) => {
    try {
      // the project's .env files and firebase.json, wherever the server was started from
      security ??= headersForBuild(root, { root: repo, emulators });
      rewrites ??= manifest(root);
      const url = new URL(req.url ?? '/', 'http://localhost');
      let path = normalize(join(root, decodeURIComponent(url.pathname)));
      if (!path.startsWith(root)) {
        res.writeHead(403).end();
        return;
      }
      let info = await stat(path).catch(() => null);
      if (info?.isDirectory()) {
        path = join(path, 'index.html');
        info = await stat(path).catch(() => null);
      }
      // Like Firebase Hosting: a file when there is one, else the build's rewrites (the
      // prerendered pages, then the start-up shell: scripts/prerender.mjs), else index.html.
      if (!info) path = join(root, rewriteOf(await rewrites, url.pathname));
      const ext = extname(path);
      let body = await readFile(path);
      const headers = {
        ...(await security),
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'cache-control': path.includes('/assets/')
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      };
      if (
        /gzip/.test(req.headers['accept-encoding'] ?? '') &&
        /\.(js|css|html|svg|json|webmanifest)$/.test(path)
      ) {
        body = gzipSync(body);
        headers['content-encoding'] = 'gzip';
      }
      res.writeHead(200, headers).end(body);
    } catch (e) {
      security = null;
      res.writeHead(500).end(String(e));
    }
  });
  return new Promise((resolvePromise) => {
    server.listen(port, host, () => resolvePromise(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const dir = args[0] ?? 'dist-demo';
  const port = Number(args[1] ?? 4173);
  const emulators = process.argv.includes('--emulators');
  // run as a script, from any folder: the repository is this script's parent folder
  const repo = fileURLToPath(new URL('..', import.meta.url));
  const server = await startServer(dir, port, '127.0.0.1', { emulators, repo });
  console.log(`Maktabi (démo) : http://127.0.0.1:${server.address().port}/`);
}
