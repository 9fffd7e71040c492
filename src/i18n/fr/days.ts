import { tn } from '@/i18n/t';
import { common } from './common';

/**
 * "1 jour", "3 jours": a count of days in words, with its plural. Not in ./common.ts, which the
 * app's entry imports: t.ts goes with src/domain's shared chunk (vite.config.ts, startUpDomain),
 * which would then join the initial JavaScript.
 */
export const daysText = (n: number): string => tn(n, common.dayCount, common.daysCount);
