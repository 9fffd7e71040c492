/** The Firestore and Storage emulators need Java 21+. Says so plainly and exits non-zero. */
import { spawnSync } from 'node:child_process';

export function requireJava21(what) {
  // JAVA_HOME first (firebase-tools runs the `java` found on PATH, so we put it first there).
  const home = process.env.JAVA_HOME;
  const javaBin = home ? `${home}/bin/java` : 'java';
  if (home) process.env.PATH = `${home}/bin:${process.env.PATH}`;
  const r = spawnSync(javaBin, ['-version'], { encoding: 'utf8' });
  const text = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(text);
  const major = m ? (Number(m[1]) === 1 ? Number(m[2]) : Number(m[1])) : null;
  if (r.error || major === null || major < 21) {
    console.error(
      [
        '',
        `✗ ${what} a besoin des émulateurs Firestore et Storage, qui exigent Java 21 ou plus.`,
        r.error || major === null
          ? '  Java est introuvable sur cette machine.'
          : `  Java trouvé : ${major}.`,
        '  Installez un JDK 21 (par exemple Temurin 21) et mettez-le dans le PATH ou dans JAVA_HOME, puis relancez.',
        '  (Au premier démarrage, firebase-tools télécharge aussi les émulateurs : il faut Internet.)',
        '  Sans Java 21, `npm run dev` lance le produit sur le backend local de démo.',
        '',
      ].join('\n'),
    );
    process.exit(1);
  }
}
