export const HOSTING_REGEX: string;
export function inlineScriptHashes(html: string): string[];
export function emulatorOrigins(root?: string): string[];
export interface PolicyOptions {
  html: string;
  authDomain?: string;
  emulators?: string[];
}
export function contentSecurityPolicy(options: PolicyOptions): string;
export function securityHeaders(options: PolicyOptions): Record<string, string>;
export function placeholderEnv(root?: string): Record<string, string>;
export function productionEnv(root?: string): Promise<Record<string, string>>;
export function headersForBuild(
  dir: string,
  options?: { root?: string; emulators?: boolean },
): Promise<Record<string, string>>;
export function syncFirebaseJson(options?: {
  root?: string;
  dir?: string;
  write?: boolean;
}): Promise<string[]>;
