/** Finds a system Chromium or Chrome (no browser download). */
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
];

export function findChrome() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

export function requireChrome() {
  const path = findChrome();
  if (!path) {
    console.error(
      [
        '',
        '✗ Aucun navigateur Chromium ou Chrome trouvé pour les tests de bout en bout.',
        '  Installez-en un, puis relancez :',
        '    Debian/Ubuntu : sudo apt-get install -y chromium',
        '    macOS         : installez Google Chrome',
        '  ou indiquez son chemin : CHROME_PATH=/chemin/vers/chrome npm test',
        '',
      ].join('\n'),
    );
    process.exit(1);
  }
  return path;
}
