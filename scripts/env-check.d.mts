export function checkEnv(env: Record<string, string | undefined>): string[];
