/**
 * The start-up that needs none of the app's code (issue 17, docs/decisions.md "Early reads"):
 * the backend's chunk, and the page's first reads the moment it is there (./earlyReads.ts),
 * with the first photo's preload as soon as they answer.
 *
 * A second entry of the build (vite.config.ts), loaded by the boot script just before the app's
 * own entry: its few kilobytes and the backend's chunk run as soon as they have arrived, while
 * React, the router and the app's shell are still downloading and evaluating; the reads no
 * longer wait for them. The app (./App.tsx) imports this module for the same promise: one
 * module, one start-up, whoever loads it first (in development and tests, the app itself).
 */
import { reportError } from '@/lib/reportError';
import { loadBackendReading } from '@/services';
import { earlyReadsHere } from './earlyReads';

export const earlyBackend = loadBackendReading(
  Promise.resolve()
    .then(earlyReadsHere)
    .catch((e: unknown) => {
      // a bug in working out the reads costs the head start, not the page
      reportError(e, 'lectures anticipées');
      return [];
    }),
);
