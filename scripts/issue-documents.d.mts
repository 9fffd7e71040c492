/** Types of scripts/issue-documents.mjs (for the unit tests). */
export function runPlanIn(
  db: { doc(path: string): unknown },
  tx: {
    get(ref: never): Promise<{ exists: boolean; data(): Record<string, unknown> }>;
    set(ref: never, data: never): unknown;
    update(ref: never, data: never): unknown;
    delete(ref: never): unknown;
  },
  plan: unknown,
  withServerTimestamp: (value: unknown, stamp: () => unknown) => unknown,
  stamp?: () => unknown,
): Promise<unknown>;
