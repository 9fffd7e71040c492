export const PRERENDER_MANIFEST: string;
export function hostingRewrites(
  pages: { source: string; file: string }[],
  appShell: string,
): { source: string; destination: string }[];
export const FIRST_SCREEN_END: string;
export const EXPECT_ROOT: string;
export function withFirstScreen(
  html: string,
  markup: string,
  meta?: { title: string; description: string } | null,
  preconnects?: { href: string; crossOrigin: boolean }[],
): string;
export function prerender(outDir: string, mode: string, configFile?: string): Promise<number>;
