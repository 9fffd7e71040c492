import type { Server } from 'node:http';
export function rewriteOf(
  rewrites: { source: string; destination: string }[],
  pathname: string,
): string;
export function startServer(
  dir: string,
  port?: number,
  host?: string,
  options?: { emulators?: boolean },
): Promise<Server>;
