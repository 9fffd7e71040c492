export const MIN_JAVA: number;
export const FIRESTORE_MAIN_CLASS: string;
export const CACHE: string;
export function parseJavaMajor(text: string | null | undefined): number | null;
export function manifestLine(line: string): string;
export function launcherManifest(targetJar: string, mainClass?: string): string;
export function storedZip(files: [name: string, content: string | Uint8Array][]): Buffer;
export function writeLauncherJar(targetJar: string, cacheDir?: string): string;
