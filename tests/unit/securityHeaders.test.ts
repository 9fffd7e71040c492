import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  HOSTING_REGEX,
  inlineScriptHashes,
  securityHeaders,
} from '../../scripts/security-headers.mjs';

const BOOT = "requestAnimationFrame(function(){console.log('boot')})";
const HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="stylesheet" href="/assets/index.css">
</head><body><div id="root"></div><script>${BOOT}</script></body></html>`;

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('security headers (scripts/security-headers.mjs)', () => {
  it('hashes the inline scripts of the built page, not the external ones', () => {
    const expected = `'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`;
    expect(inlineScriptHashes(HTML)).toEqual([expected]);
    const csp = directives(contentSecurityPolicy({ html: HTML }));
    expect(csp['script-src']).toContain(expected);
  });

  it('a changed boot script changes the policy (a stale copy is detectable)', () => {
    const other = HTML.replace("'boot'", "'boot2'");
    expect(contentSecurityPolicy({ html: other })).not.toBe(contentSecurityPolicy({ html: HTML }));
  });

  it('never allows inline or evaluated script, plugins or being framed', () => {
    const csp = directives(contentSecurityPolicy({ html: HTML, authDomain: 'x.firebaseapp.com' }));
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['script-src'].some((s: string) => s === '*' || s === 'https:')).toBe(false);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
  });

  it("allows the Firebase endpoints and the auth domain's sign-in frame", () => {
    const csp = directives(contentSecurityPolicy({ html: HTML, authDomain: 'x.firebaseapp.com' }));
    expect(csp['frame-src']).toEqual(['https://x.firebaseapp.com']);
    for (const host of [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://firebasestorage.googleapis.com',
    ])
      expect(csp['connect-src']).toContain(host);
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['connect-src'].some((s: string) => s.startsWith('http://'))).toBe(false);
  });

  it('allows the emulators only when asked', () => {
    const csp = directives(
      contentSecurityPolicy({ html: HTML, emulators: ['http://127.0.0.1:9099'] }),
    );
    expect(csp['connect-src']).toContain('http://127.0.0.1:9099');
    expect(directives(contentSecurityPolicy({ html: HTML }))['frame-src']).toEqual(["'none'"]);
  });

  it('sends nosniff, a strict referrer policy and no framing', () => {
    const h = securityHeaders({ html: HTML });
    expect(h['X-Content-Type-Options']).toBe('nosniff');
    expect(h['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(h['X-Frame-Options']).toBe('DENY');
  });

  it("applies to every hosting path except Firebase's reserved /__/ namespace", () => {
    const re = new RegExp(HOSTING_REGEX);
    for (const p of ['/', '/search', '/listing/abc', '/assets/index-1.js', '/_x', '/__', '/__x'])
      expect(re.test(p), p).toBe(true);
    for (const p of ['/__/auth/handler', '/__/auth/iframe', '/__/firebase/init.js'])
      expect(re.test(p), p).toBe(false);
  });
});
