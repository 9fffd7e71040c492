#!/usr/bin/env node
/**
 * A tiny static server with history fallback (any unknown path serves index.html), for the
 * demo build and the browser tests. Usage: node scripts/serve.mjs [dir=dist-demo] [port=4173]
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

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

export function startServer(dir, port = 0, host = '127.0.0.1') {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    try {
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
      const fallback = !info;
      if (fallback) path = join(root, 'index.html');
      const ext = extname(path);
      let body = await readFile(path);
      const headers = {
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
      res.writeHead(500).end(String(e));
    }
  });
  return new Promise((resolvePromise) => {
    server.listen(port, host, () => resolvePromise(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist-demo';
  const port = Number(process.argv[3] ?? 4173);
  const server = await startServer(dir, port);
  console.log(`Maktabi (démo) : http://127.0.0.1:${server.address().port}/`);
}
