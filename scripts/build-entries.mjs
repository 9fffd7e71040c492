/**
 * The build's second entry: the backend and the page's first reads, started without the app's
 * code (src/app/startUp.ts, docs/decisions.md "Early reads"). vite.config.ts builds it and its
 * boot script loads it just before the app's entry; scripts/bundle-budget.mjs weighs it. Its
 * module id as the build reports it (a chunk's facadeModuleId, relative to the project).
 */
export const START_UP_ENTRY = '/src/app/startUp.ts';
