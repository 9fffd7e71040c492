/**
 * Static checks that keep firestore.rules, storage.rules, their local copy
 * (src/services/local/rules/) and the product's data model in step, in `npm test`, where the
 * emulators cannot run: the same key lists and enumerations, the same month arithmetic, and a
 * matrix case allowing every storage `allow` (the Storage emulator reports no coverage).
 */
import { readFileSync } from 'node:fs';
import { addDays, monthsAfter, monthsBetween } from '@/domain/days';
import {
  ADDITIONAL_EQUIPMENT,
  INTERNET_TYPES,
  SPACE_TYPES,
  STANDARD_AMENITIES,
  type Listing,
} from '@/domain/types';
import {
  LISTING_KEYS,
  MAX_FAVORITES_RULE,
  PROFILE_KEYS,
  PUBLIC_CONTENT,
  REVISION_KEYS,
  monthsAfterMs,
  monthsStarted,
  photoPattern,
  REVIEW_KEYS,
  reviewOpensMs,
} from '@/services/local/rules';
import { reviewOpensAt } from '@/domain/reviews';
import {
  EVENT_MAIL_KEYS,
  MAIL_READER_KEY,
  MAIL_REASON_KEY,
  MAIL_STAY_KEYS,
} from '@/domain/notifications';
import { MAX_FAVORITES } from '@/domain/favorites';
import { MAX_PLACE_KEYS } from '@/domain/placeKeys';
import { MAX_REQUESTS_PER_WINDOW } from '@/domain/holdQuota';
import { buildBookingDraft } from '@/services/shared/booking';
import { PUBLIC_LISTING_FIELDS } from '@/services/shared/plans';
import { findAllowStatements } from '../rules/coverage';
import { MATRIX } from './matrix';

const FIRESTORE = readFileSync('firestore.rules', 'utf8');
const STORAGE = readFileSync('storage.rules', 'utf8');

/** The quoted strings of the first [...] list after `marker` in the rules text. */
function listAfter(text: string, marker: string): string[] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`not found in the rules: ${marker}`);
  const open = text.indexOf('[', at);
  const close = text.indexOf(']', open);
  return [...text.slice(open, close).matchAll(/'([^']*)'/g)].map((m) => m[1]);
}

describe('firestore.rules and the data model', () => {
  it('profiles: the same keys as the local rules', () => {
    expect(listAfter(FIRESTORE, "d.keys().hasOnly(['uid'")).toEqual([...PROFILE_KEYS]);
  });

  it("mail: the data keys of a booking's or a listing's e-mail, and of its stay", () => {
    expect(listAfter(FIRESTORE, "t.data.keys().hasOnly(['bookingId'")).toEqual([
      ...EVENT_MAIL_KEYS,
    ]);
    expect(listAfter(FIRESTORE, '!t.data.keys().hasAny(')).toEqual([
      ...MAIL_STAY_KEYS,
      MAIL_READER_KEY,
      MAIL_REASON_KEY,
    ]);
  });

  it('listings: the same keys and enumerations as the product', () => {
    expect(listAfter(FIRESTORE, "d.keys().hasOnly(['hostId'")).toEqual([...LISTING_KEYS]);
    expect(listAfter(FIRESTORE, 'd.amenities.hasOnly(')).toEqual([...STANDARD_AMENITIES]);
    expect(listAfter(FIRESTORE, 'd.additionalEquipment.hasOnly(')).toEqual([
      ...ADDITIONAL_EQUIPMENT,
    ]);
    expect(listAfter(FIRESTORE, 'd.spaceType in')).toEqual([...SPACE_TYPES]);
    expect(listAfter(FIRESTORE, 'd.internetType in')).toEqual([...INTERNET_TYPES]);
  });

  it('place keys: the bound the domain keeps (src/domain/placeKeys.ts)', () => {
    expect(FIRESTORE).toContain(
      `strings(d.placeKeys, '[a-z0-9-]{1,100}', ${MAX_PLACE_KEYS}) && d.cityKey.replace(' ', '-') in d.placeKeys`,
    );
  });

  it('revisions: the public content and its date, as the local rules and the plans say', () => {
    expect(listAfter(FIRESTORE, "d.keys().hasOnly(['title'")).toEqual([...REVISION_KEYS]);
    expect(listAfter(FIRESTORE, 'function publicContent()')).toEqual([...PUBLIC_CONTENT]);
    expect([...PUBLIC_LISTING_FIELDS]).toEqual([...PUBLIC_CONTENT]);
    expect(listAfter(FIRESTORE, 'function revisionApplied(r, d)')).toEqual([
      ...PUBLIC_CONTENT,
      'revision',
    ]);
  });

  it('bookings: exactly the keys both backends write', () => {
    const listing = {
      id: 'l',
      hostId: 'h',
      title: 'T',
      location: { address: 'A', city: 'C', coordinates: null },
      pricePerDay: 100,
      pricePerMonth: 2000,
      minimumDuration: 1,
      isApproved: true,
    } as Listing;
    const { draft } = buildBookingDraft(
      {
        listingId: 'l',
        rentalType: 'daily',
        startDate: '2030-01-01',
        endDate: '2030-01-02',
        isIndefinite: false,
      },
      listing,
      { uid: 't', fullName: 'N' },
      '2029-12-01',
    );
    expect(listAfter(FIRESTORE, 'function bookingKeys()').sort()).toEqual(
      [...Object.keys(draft), 'createdAt'].sort(),
    );
  });

  it('photos: the same address pattern as the local rules (photoRe / photoPattern)', () => {
    const start = FIRESTORE.indexOf('function photoRe(listingId)');
    const body = FIRESTORE.slice(start, FIRESTORE.indexOf('\n    }', start));
    // The function's text, evaluated: `let x = a + 'b';` bindings, then `return …;`
    // (string literals, listingId and earlier bindings joined by +).
    const names = new Map<string, string>([['listingId', 'LISTING']]);
    const evaluate = (expr: string) =>
      expr
        .split('+')
        .map((part) => part.trim())
        .map((part) => {
          if (/^'.*'$/s.test(part)) return part.slice(1, -1);
          const value = names.get(part);
          if (value === undefined) throw new Error(`photoRe: unknown term ${part}`);
          return value;
        })
        .join('');
    for (const m of body.matchAll(/let (\w+) = ([^;]+);/g)) names.set(m[1], evaluate(m[2]));
    const text = evaluate(/return ([^;]+);/.exec(body)![1]);
    expect(names.size).toBe(4);
    expect(text).toBe(photoPattern('LISTING'));
    expect(listAfter(FIRESTORE, 'function publicContent()')).toEqual([...PUBLIC_CONTENT]);
  });

  it('the same bounds as the product: favourites, requests per window', () => {
    expect(FIRESTORE).toContain(`strings(d.favorites, idRe(), ${MAX_FAVORITES})`);
    expect(MAX_FAVORITES_RULE).toBe(MAX_FAVORITES);
    expect(FIRESTORE).toContain(`request.resource.data.count <= ${MAX_REQUESTS_PER_WINDOW})`);
  });

  it('prices months like the product: monthsStarted (rules) == monthsBetween (domain)', () => {
    const starts = [
      '2026-01-31',
      '2026-01-30',
      '2026-02-28',
      '2028-02-29',
      '2026-03-31',
      '2026-07-15',
      '2026-11-30',
      '2026-12-31',
      '2027-05-01',
    ];
    let checked = 0;
    for (const start of starts) {
      for (let n = 1; n <= 800; n += 1) {
        const end = addDays(start, n);
        expect(monthsStarted(start, end), `${start} -> ${end}`).toBe(monthsBetween(start, end));
        checked += 1;
      }
    }
    expect(checked).toBe(starts.length * 800);
  });

  it('opens reviews like the product: reviewOpensMs (rules) == reviewOpensAt (domain)', () => {
    let day = '2026-01-01';
    for (let i = 0; i < 3 * 366; i += 1, day = addDays(day, 1)) {
      for (const b of [
        { rentalType: 'daily' as const, startDate: addDays(day, -2), endDate: day },
        { rentalType: 'monthly' as const, startDate: day, endDate: null },
      ]) {
        expect(reviewOpensMs(b), `${b.rentalType} ${day}`).toBe(
          Date.parse(`${reviewOpensAt(b)}T00:00:00Z`),
        );
      }
    }
  });

  it('counts months like the product: monthsAfterMs (rules) == monthsAfter (domain)', () => {
    // the month documents' first days (validMonth), from every day of four years, 0 to 40 months on
    let day = '2026-01-01';
    let checked = 0;
    for (let i = 0; i < 4 * 366; i += 1, day = addDays(day, 1)) {
      const [y, m, d] = day.split('-').map(Number);
      for (const k of [0, 1, 2, 11, 12, 13, 25, 40]) {
        expect(monthsAfterMs(y!, m!, d!, k), `${day} + ${k}`).toBe(
          Date.parse(`${monthsAfter(day, k)}T00:00:00Z`),
        );
        checked += 1;
      }
    }
    expect(checked).toBe(4 * 366 * 8);
    // and firestore.rules computes it with the same steps
    expect(FIRESTORE).toContain('let y = year + i / 12;');
    expect(FIRESTORE).toContain('let m = i % 12 + 1;');
  });

  it('reviews: exactly the keys the plans write', () => {
    expect(listAfter(FIRESTORE, 'function reviewKeys()')).toEqual([...REVIEW_KEYS]);
  });

  it('writes each allow condition on its allow line (the coverage check reads them there)', () => {
    expect(() => findAllowStatements(FIRESTORE)).not.toThrow();
    expect(() => findAllowStatements(STORAGE)).not.toThrow();
  });

  it('has balanced brackets (a cheap syntax check where no emulator can compile the rules)', () => {
    for (const text of [FIRESTORE, STORAGE]) {
      const code = text.replace(/\/\/.*$/gm, '').replace(/'[^']*'/g, "''");
      for (const [open, close] of [
        ['{', '}'],
        ['(', ')'],
        ['[', ']'],
      ]) {
        expect(code.split(open).length).toBe(code.split(close).length);
      }
    }
  });
});

describe('storage.rules and the matrix', () => {
  it('has an allowed matrix case for every allow of storage.rules', () => {
    const blocks = [
      ...STORAGE.matchAll(
        /match \/(listings|users)\/\{[^}]+\}\/\{fileName\} \{([\s\S]*?)\n {4}\}/g,
      ),
    ];
    expect(blocks.map((b) => b[1])).toEqual(['listings', 'users']);
    const storageAllows = MATRIX.filter(
      (c) => c.collection === 'storage' && c.expected === 'allow',
    );
    const kindOf = { upload: 'create, update', getFile: 'get', deleteFile: 'delete' } as const;
    for (const [, folder, body] of blocks) {
      for (const s of findAllowStatements(body)) {
        const hit = storageAllows.some(
          (c) =>
            (c.action.kind === 'upload' ||
              c.action.kind === 'getFile' ||
              c.action.kind === 'deleteFile') &&
            c.action.path.startsWith(`${folder}/`) &&
            kindOf[c.action.kind] === s.methods,
        );
        expect(hit, `${folder}: allow ${s.methods}`).toBe(true);
      }
    }
  });
});
