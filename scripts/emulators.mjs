/**
 * What `npm run test:emulators` and `npm run dev:firebase` need before `firebase emulators:exec`:
 *
 *  - a Java ≥ 21 (the Firestore emulator's requirement): JAVA_HOME, then `java` on PATH, then
 *    the machine's JVMs (/usr/lib/jvm/*, macOS' JavaVirtualMachines), the highest ≥ 21. It is
 *    put first on PATH, because firebase-tools runs the `java` it finds there;
 *  - a Firestore emulator: FIRESTORE_EMULATOR_BINARY_PATH if set, else firebase-tools' cache
 *    (~/.cache/firebase/emulators/cloud-firestore-emulator-*.jar), else the one of an installed
 *    Google Cloud CLI (Debian package google-cloud-cli-firestore-emulator). That jar has no
 *    Main-Class (gcloud starts it by class name), while firebase-tools runs the emulator with
 *    `java -jar`: a launcher jar — a manifest only, with that Main-Class and a Class-Path to the
 *    installed jar — is written at run time into node_modules/.cache/maktabi-emulators/;
 *  - the Storage emulator's rules runtime (firebase-tools' cache, cloud-storage-rules-runtime-*.jar,
 *    or STORAGE_EMULATOR_BINARY_PATH). Without it Storage is left out and the caller says so.
 *
 * Missing Java 21 or missing every Firestore emulator: a loud French message with the install
 * hint, exit 1. (With neither cached nor installed emulator but Java 21, firebase-tools
 * downloads the emulator, which needs Internet; if it cannot, the caller prints the same hint.)
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';

export const MIN_JAVA = 21;
export const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
export const CACHE = join('node_modules', '.cache', 'maktabi-emulators');

// ---- Java ------------------------------------------------------------------------------------

/** The major version in the output of `java -version` (1.8 → 8), or null. */
export function parseJavaMajor(text) {
  const m = /version "(\d+)(?:\.(\d+))?/.exec(text ?? '');
  if (!m) return null;
  return Number(m[1]) === 1 ? Number(m[2]) : Number(m[1]);
}

function javaMajor(javaBin) {
  const r = spawnSync(javaBin, ['-version'], { encoding: 'utf8', timeout: 20000 });
  if (r.error) return null;
  return parseJavaMajor(`${r.stdout ?? ''}${r.stderr ?? ''}`);
}

function onPath(command) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, command))) return join(dir, command);
  }
  return null;
}

function machineJavaHomes() {
  const homes = [];
  for (const root of ['/usr/lib/jvm', '/usr/java', '/opt/java']) {
    if (!existsSync(root)) continue;
    for (const name of readdirSync(root)) homes.push(join(root, name));
  }
  const mac = '/Library/Java/JavaVirtualMachines';
  if (existsSync(mac)) {
    for (const name of readdirSync(mac)) homes.push(join(mac, name, 'Contents', 'Home'));
  }
  return homes.filter((h) => existsSync(join(h, 'bin', 'java')));
}

/**
 * The Java to use: the first of JAVA_HOME, `java` on PATH that is ≥ 21, else the highest ≥ 21
 * among the machine's JVMs. `{ bin, major, from }` or `{ bin: null, seen }` (what was found).
 */
export function findJava() {
  const seen = [];
  const try_ = (bin, from) => {
    const major = javaMajor(bin);
    if (major !== null) seen.push(`${from} : Java ${major}`);
    return major !== null && major >= MIN_JAVA ? { bin, major, from } : null;
  };
  if (process.env.JAVA_HOME) {
    const found = try_(join(process.env.JAVA_HOME, 'bin', 'java'), 'JAVA_HOME');
    if (found) return found;
  }
  const pathJava = onPath('java');
  if (pathJava) {
    const found = try_(realpathSync(pathJava), 'PATH');
    if (found) return found;
  }
  let best = null;
  for (const home of machineJavaHomes()) {
    const found = try_(join(home, 'bin', 'java'), home);
    if (found && (!best || found.major > best.major)) best = found;
  }
  return best ?? { bin: null, seen };
}

// ---- emulators -------------------------------------------------------------------------------

export function firebaseToolsCacheDir() {
  return process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
}

/** The version firebase-tools expects for an emulator (its downloadableEmulatorInfo.json). */
function expectedFile(emulator) {
  try {
    const info = JSON.parse(
      readFileSync(
        'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json',
        'utf8',
      ),
    );
    return info[emulator]?.downloadPathRelativeToCacheDir ?? null;
  } catch {
    return null;
  }
}

/** The newest cached jar named `${prefix}<version>.jar` in firebase-tools' cache, or null. */
function cachedJar(prefix, emulator) {
  const dir = firebaseToolsCacheDir();
  if (!existsSync(dir)) return null;
  const expected = expectedFile(emulator);
  if (expected && existsSync(join(dir, expected)))
    return { path: join(dir, expected), exact: true };
  const jars = readdirSync(dir)
    .filter((f) => f.startsWith(prefix) && f.endsWith('.jar'))
    .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  return jars.length > 0 ? { path: join(dir, jars[0]), exact: false } : null;
}

/** The Firestore emulator jar of an installed Google Cloud CLI, or null. */
export function gcloudFirestoreJar() {
  const roots = [
    process.env.CLOUDSDK_ROOT_DIR,
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    '/snap/google-cloud-cli/current',
    '/snap/google-cloud-sdk/current',
    join(homedir(), 'google-cloud-sdk'),
  ];
  const gcloud = onPath('gcloud');
  if (gcloud) roots.unshift(dirname(dirname(realpathSync(gcloud))));
  for (const root of roots) {
    if (!root) continue;
    const jar = join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    if (existsSync(jar)) return jar;
  }
  return null;
}

/** A manifest line, folded at 72 bytes as the JAR specification requires. */
export function manifestLine(line) {
  const bytes = Buffer.from(line, 'utf8');
  const parts = [];
  for (let i = 0, first = true; i < bytes.length; first = false) {
    const size = first ? 72 : 71;
    parts.push((first ? '' : ' ') + bytes.subarray(i, i + size).toString('utf8'));
    i += size;
  }
  return parts.join('\r\n');
}

export function launcherManifest(targetJar, mainClass = FIRESTORE_MAIN_CLASS) {
  return (
    [
      'Manifest-Version: 1.0',
      `Main-Class: ${mainClass}`,
      `Class-Path: ${pathToFileURL(targetJar).href}`,
      'Created-By: maktabi scripts/emulators.mjs',
    ]
      .map(manifestLine)
      .join('\r\n') + '\r\n\r\n'
  );
}

/** A zip archive of the given files, stored (no compression): enough for a manifest-only jar. */
export function storedZip(files) {
  const DOS_DATE = (0 << 9) | (1 << 5) | 1; // 1980-01-01
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, content] of files) {
    const n = Buffer.from(name, 'utf8');
    const data = Buffer.from(content);
    const crc = crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(n.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n, data);
    centrals.push(central, n);
    offset += local.length + n.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Writes the launcher jar for an installed emulator jar; returns its absolute path. */
export function writeLauncherJar(targetJar, cacheDir = CACHE) {
  mkdirSync(cacheDir, { recursive: true });
  const path = join(realpathSync(cacheDir), 'cloud-firestore-emulator-launcher.jar');
  writeFileSync(path, storedZip([['META-INF/MANIFEST.MF', launcherManifest(targetJar)]]));
  return path;
}

/** Where the Firestore emulator comes from: `{ kind, path, env }`, or null (to be downloaded). */
export function findFirestoreEmulator() {
  const override = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (override && existsSync(override)) return { kind: 'override', path: override, env: {} };
  const cached = cachedJar('cloud-firestore-emulator-', 'firestore');
  if (cached) {
    return {
      kind: 'firebase-tools',
      path: cached.path,
      env: cached.exact ? {} : { FIRESTORE_EMULATOR_BINARY_PATH: cached.path },
    };
  }
  const gcloud = gcloudFirestoreJar();
  if (gcloud) {
    const launcher = writeLauncherJar(gcloud);
    return { kind: 'gcloud', path: gcloud, env: { FIRESTORE_EMULATOR_BINARY_PATH: launcher } };
  }
  return null;
}

/** The Storage emulator's rules runtime (a jar firebase-tools downloads), or null. */
export function findStorageRuntime() {
  const override = process.env.STORAGE_EMULATOR_BINARY_PATH;
  if (override && existsSync(override)) return { path: override, env: {} };
  const cached = cachedJar('cloud-storage-rules-runtime-', 'storage');
  if (!cached) return null;
  return {
    path: cached.path,
    env: cached.exact ? {} : { STORAGE_EMULATOR_BINARY_PATH: cached.path },
  };
}

// ---- the whole setup -------------------------------------------------------------------------

export const INSTALL_HINT = [
  `  Il faut Java ${MIN_JAVA} ou plus ET un émulateur Firestore :`,
  '   - Java : un JDK 21+ (par exemple Temurin 21 ou 25), dans JAVA_HOME, dans le PATH ou sous /usr/lib/jvm ;',
  '   - Firestore : `sudo apt-get install google-cloud-cli-firestore-emulator` (Google Cloud CLI),',
  '     ou un accès Internet pour que firebase-tools le télécharge au premier lancement',
  '     (`npx firebase setup:emulators:firestore`).',
  '  Sans eux, `npm test` vérifie tout sur le backend local, et `npm run dev` lance le produit',
  '  sur le backend local de démo.',
];

function fail(what, lines) {
  console.error(['', `✗ ${what} : ${lines[0]}`, ...lines.slice(1), ...INSTALL_HINT, ''].join('\n'));
  process.exit(1);
}

/**
 * Finds Java and the emulators, prints what it found, and returns the environment for
 * `firebase emulators:exec` and the list of emulators to start. Exits 1 (loudly) without Java 21.
 */
export function prepareEmulators(what, { wantStorage = true } = {}) {
  const java = findJava();
  if (!java.bin) {
    fail(what, [
      `les émulateurs Firebase exigent Java ${MIN_JAVA} ou plus, introuvable ici.`,
      java.seen.length > 0
        ? `  Trouvé : ${java.seen.join(' ; ')}.`
        : '  Aucun Java sur cette machine.',
    ]);
  }
  const env = { ...process.env };
  const javaBinDir = dirname(java.bin);
  env.PATH = `${javaBinDir}${delimiter}${env.PATH ?? ''}`;
  env.JAVA_HOME = dirname(javaBinDir);
  console.log(`→ Java ${java.major} (${java.from}) : ${java.bin}`);

  const firestore = findFirestoreEmulator();
  if (firestore) {
    Object.assign(env, firestore.env);
    const how =
      firestore.kind === 'gcloud'
        ? `Google Cloud CLI, lancé par ${firestore.env.FIRESTORE_EMULATOR_BINARY_PATH}`
        : firestore.kind === 'override'
          ? 'FIRESTORE_EMULATOR_BINARY_PATH'
          : 'cache de firebase-tools';
    console.log(`→ Émulateur Firestore : ${firestore.path} (${how})`);
  } else {
    console.log(
      '→ Émulateur Firestore : ni en cache ni installé ; firebase-tools va le télécharger (Internet requis).',
    );
  }

  const storage = wantStorage ? findStorageRuntime() : null;
  if (storage) {
    Object.assign(env, storage.env);
    console.log(`→ Émulateur Storage : ${storage.path}`);
  } else {
    console.log(
      '→ Émulateur Storage : indisponible (son moteur de règles n’est pas en cache ; ' +
        '`npx firebase setup:emulators:storage` le télécharge, Internet requis).',
    );
  }
  return {
    env,
    java,
    firestore,
    storage: Boolean(storage),
    only: storage ? 'auth,firestore,storage' : 'auth,firestore',
  };
}

/** The loud message when the emulators did not start (called after emulators:exec failed). */
export function failEmulatorStart(what) {
  fail(what, ["l'émulateur Firestore n'a pas pu démarrer (voir les messages ci-dessus)."]);
}
