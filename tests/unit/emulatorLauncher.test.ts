/**
 * scripts/emulators.mjs: the pieces that let `npm run test:emulators` start the Google Cloud
 * CLI's Firestore emulator through firebase-tools (`java -jar`) — the Java version parsing and
 * the manifest-only launcher jar written with plain Node.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import {
  FIRESTORE_MAIN_CLASS,
  launcherManifest,
  manifestLine,
  parseJavaMajor,
  storedZip,
  writeLauncherJar,
} from '../../scripts/emulators.mjs';

/** Reads a zip back through its central directory (what `java -jar` does). */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + size);
    expect(method).toBe(0);
    expect(crc32(data) >>> 0).toBe(crc);
    files.set(name, data);
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

describe('Java version', () => {
  it('reads the major version of `java -version`, old and new styles', () => {
    expect(parseJavaMajor('openjdk version "25.0.1" 2025-10-21 LTS')).toBe(25);
    expect(parseJavaMajor('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaMajor('java version "1.8.0_381"')).toBe(8);
    expect(parseJavaMajor('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaMajor('bash: java: command not found')).toBeNull();
  });
});

describe('launcher jar for the Google Cloud CLI Firestore emulator', () => {
  it('folds manifest lines at 72 bytes, continuing with one space', () => {
    const long = `Class-Path: file:///${'x'.repeat(200)}.jar`;
    const folded = manifestLine(long).split('\r\n');
    expect(folded.length).toBeGreaterThan(2);
    expect(folded.every((l) => Buffer.byteLength(l) <= 72)).toBe(true);
    expect(folded.slice(1).every((l) => l.startsWith(' ') && !l.startsWith('  '))).toBe(true);
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(long);
  });

  it('names the emulator class and the installed jar (a file URL, spaces escaped)', () => {
    const manifest = launcherManifest('/opt/google cloud/cloud-firestore-emulator.jar');
    const unfolded = manifest.replace(/\r\n /g, '');
    expect(unfolded).toContain(`Main-Class: ${FIRESTORE_MAIN_CLASS}\r\n`);
    expect(unfolded).toContain(
      'Class-Path: file:///opt/google%20cloud/cloud-firestore-emulator.jar\r\n',
    );
    expect(manifest.startsWith('Manifest-Version: 1.0\r\n')).toBe(true);
    expect(manifest.endsWith('\r\n\r\n')).toBe(true);
  });

  it('writes a zip whose central directory and checksums read back', () => {
    const files = readZip(
      storedZip([
        ['META-INF/MANIFEST.MF', 'Manifest-Version: 1.0\r\n\r\n'],
        ['a/b.txt', new Uint8Array([1, 2, 3])],
      ]),
    );
    expect([...files.keys()]).toEqual(['META-INF/MANIFEST.MF', 'a/b.txt']);
    expect(files.get('a/b.txt')).toEqual(Buffer.from([1, 2, 3]));
  });

  it('writes the launcher into the given cache folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'maktabi-launcher-'));
    const jar = writeLauncherJar('/usr/lib/x/cloud-firestore-emulator.jar', dir);
    const manifest = readZip(readFileSync(jar)).get('META-INF/MANIFEST.MF')!.toString('utf8');
    expect(manifest.replace(/\r\n /g, '')).toContain(
      'Class-Path: file:///usr/lib/x/cloud-firestore-emulator.jar',
    );
  });
});
