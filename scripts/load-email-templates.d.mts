export const TEMPLATES_FILE: string;
export const TEMPLATES_COLLECTION: string;
export const USAGE: string;
export function templateDocuments(
  baseUrl: string,
  file?: string,
): { name: string; data: { subject: string; text: string; html: string } }[];
export function main(argv?: string[], env?: Record<string, string | undefined>): Promise<number>;
