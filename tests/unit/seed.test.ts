/// <reference types="node" />
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ADDITIONAL_EQUIPMENT,
  BOOKING_STATUSES,
  SPACE_TYPES,
  STANDARD_AMENITIES,
} from '@/domain/types';
import { PHOTO_WIDTHS, photoCandidates } from '@/domain/photos';
import type { Booking, Listing } from '@/domain/types';
import { isValidRating, isValidReviewText, reviewEligibility } from '@/domain/reviews';
import { matchesCity } from '@/domain/search';
import { validProfile } from '@/services/local/rules';
import { buildSeed } from '@/services/seed/data';
import { refusalReason } from '@/domain/notifications';

const NOW = new Date('2025-03-15T10:30:00Z');
const HOUR = 3_600_000;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const OCCUPYING = ['confirmed', 'pending_admin', 'pending'];

// A string, not a URL object: under jsdom the global URL is not Node's.
/** A WebP file's pixel size, from its first chunk (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(b: Buffer): { width: number; height: number } | null {
  if (b.toString('ascii', 0, 4) !== 'RIFF' || b.toString('ascii', 8, 12) !== 'WEBP') return null;
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8 ')
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return null;
}

const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../public') + '/';

/** Independent day arithmetic for the checks (UTC, inclusive count). */
function dayMs(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
}
function daysInclusive(a: string, b: string): number {
  return Math.round((dayMs(b) - dayMs(a)) / 86_400_000) + 1;
}
function utcDay(now: Date, offset: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset))
    .toISOString()
    .slice(0, 10);
}

describe('demo seed data', () => {
  const seed = buildSeed(NOW);
  const { users, listings, bookings } = seed;
  const approved = listings.filter((l) => l.isApproved);
  const listingById = new Map<string, Listing>(listings.map((l) => [l.id, l]));
  const userById = new Map(users.map((u) => [u.uid, u]));

  it('is deterministic for a given now', () => {
    expect(buildSeed(new Date(NOW.getTime()))).toEqual(seed);
  });

  it('says « Parking » and « Accès handicapés » exactly where their fields do (FIELD_AMENITIES)', () => {
    for (const l of listings) {
      expect([l.id, l.amenities.includes('Parking')]).toEqual([l.id, l.parking.available]);
      expect([l.id, l.amenities.includes('Accès handicapés')]).toEqual([l.id, l.isAccessible]);
    }
    // both ways occur, so the check can tell
    expect(listings.some((l) => l.parking.available)).toBe(true);
    expect(listings.some((l) => !l.parking.available)).toBe(true);
    expect(listings.some((l) => l.isAccessible)).toBe(true);
    expect(listings.some((l) => !l.isAccessible)).toBe(true);
  });

  it('has unique ids', () => {
    expect(new Set(users.map((u) => u.uid)).size).toBe(users.length);
    expect(new Set(users.map((u) => u.email)).size).toBe(users.length);
    expect(new Set(listings.map((l) => l.id)).size).toBe(listings.length);
    expect(new Set(bookings.map((b) => b.id)).size).toBe(bookings.length);
  });

  describe('users', () => {
    it('contains the demo accounts with their exact credentials', () => {
      const tenant = userById.get('demo-tenant');
      expect(tenant).toMatchObject({
        email: 'locataire@demo.ma',
        password: 'demo1234',
        role: 'tenant',
        firstName: 'Yasmine',
        lastName: 'Benali',
        fullName: 'Yasmine Benali',
      });
      expect(tenant?.phoneNumber).toBeTruthy();
      expect(tenant?.profession).toBeTruthy();
      expect(tenant?.bio).toBeTruthy();
      expect(tenant?.favorites).toHaveLength(2);
      for (const id of tenant?.favorites ?? []) expect(listingById.get(id)?.isApproved).toBe(true);

      expect(userById.get('demo-host')).toMatchObject({
        email: 'hote@demo.ma',
        password: 'demo1234',
        role: 'host',
        firstName: 'Karim',
        lastName: 'El Amrani',
        fullName: 'Karim El Amrani',
      });
    });

    it('has 4 hosts and 4 tenants, one tenant without phone number', () => {
      const hosts = users.filter((u) => u.role === 'host').map((u) => u.uid);
      const tenants = users.filter((u) => u.role === 'tenant').map((u) => u.uid);
      expect(hosts.sort()).toEqual(['demo-host', 'host-2', 'host-3', 'host-4']);
      expect(tenants.sort()).toEqual(['demo-tenant', 'tenant-2', 'tenant-3', 'tenant-4']);
      expect(users.filter((u) => u.role === 'tenant' && !u.phoneNumber)).toHaveLength(1);
    });

    it('has consistent profiles', () => {
      for (const u of users) {
        expect(u.password).toBe('demo1234');
        expect(u.fullName).toBe(`${u.firstName} ${u.lastName}`);
        expect(u.email).toMatch(/^[a-z.-]+@demo\.ma$/);
        expect(Array.isArray(u.favorites)).toBe(true);
        expect(u.createdAt.getTime()).toBeLessThan(NOW.getTime());
        if (u.phoneNumber !== undefined)
          expect(u.phoneNumber).toMatch(/^\+212 [5-7] \d\d \d\d \d\d \d\d$/);
        for (const id of u.favorites) expect(listingById.has(id)).toBe(true);
      }
    });
  });

  describe('listings', () => {
    it('has enough approved listings over enough cities', () => {
      expect(approved.length).toBeGreaterThanOrEqual(24);
      expect(new Set(approved.map((l) => l.location.city)).size).toBeGreaterThanOrEqual(8);
    });

    it('has every space type among approved listings, at least twice', () => {
      for (const type of SPACE_TYPES) {
        expect(approved.filter((l) => l.spaceType === type).length, type).toBeGreaterThanOrEqual(2);
      }
    });

    it('has some unapproved listings, some of them owned by demo-host', () => {
      const waiting = listings.filter((l) => !l.isApproved);
      expect(waiting.length).toBeGreaterThanOrEqual(1);
      expect(waiting.some((l) => l.hostId === 'demo-host')).toBe(true);
      expect(listings.filter((l) => l.hostId === 'demo-host').length).toBeGreaterThanOrEqual(6);
    });

    it('has one refused listing, as the admin leaves it: a reason the rules accept, after its creation', () => {
      const refused = listings.filter((l) => l.refusal);
      expect(refused.map((l) => l.id)).toEqual(['lst-fes-03']);
      for (const l of refused) {
        expect(l.isApproved || l.approvedOnce).toBe(false);
        expect(refusalReason(l.refusal!.reason)).toBe(l.refusal!.reason);
        expect(l.refusal!.at.getTime()).toBeGreaterThan(l.createdAt.getTime());
        expect(l.refusal!.at.getTime()).toBeLessThan(Date.now());
      }
      // its host was told, with the reason, as planRefuseListing writes it
      expect(seed.notices).toEqual(
        refused.map((l) => ({
          path: `users/${l.hostId}/notifications/listing-refused_${l.id}`,
          data: {
            kind: 'listing-refused',
            createdAt: l.refusal!.at,
            read: false,
            listingId: l.id,
            listingTitle: l.title,
            reason: l.refusal!.reason,
          },
        })),
      );
    });

    it('uses only the standard amenities and the additional equipment lists', () => {
      const amenities = new Set<string>(STANDARD_AMENITIES);
      const equipment = new Set<string>(ADDITIONAL_EQUIPMENT);
      for (const l of listings) {
        for (const a of l.amenities) expect(amenities.has(a), `${l.id}: ${a}`).toBe(true);
        for (const e of l.additionalEquipment) expect(equipment.has(e), `${l.id}: ${e}`).toBe(true);
        expect(new Set(l.amenities).size).toBe(l.amenities.length);
        expect(new Set(l.additionalEquipment).size).toBe(l.additionalEquipment.length);
      }
    });

    it('belongs to a host and carries their name', () => {
      for (const l of listings) {
        const host = userById.get(l.hostId);
        expect(host?.role, l.id).toBe('host');
        expect(l.hostName).toBe(host?.fullName);
        expect(l.createdAt.getTime()).toBeGreaterThan((host?.createdAt ?? NOW).getTime());
      }
    });

    it('has sound field values', () => {
      for (const l of listings) {
        expect(l.title.length).toBeGreaterThan(5);
        expect(l.description.length).toBeGreaterThan(40);
        expect(l.location.address).toContain(l.location.city);
        expect(l.location.coordinates).not.toBeNull();
        const { lat, lng } = l.location.coordinates ?? { lat: 0, lng: 0 };
        // Morocco's bounding box.
        expect(lat).toBeGreaterThan(27);
        expect(lat).toBeLessThan(36);
        expect(lng).toBeGreaterThan(-13.5);
        expect(lng).toBeLessThan(-1);
        expect(l.pricePerDay).toBeGreaterThanOrEqual(80);
        expect(l.pricePerDay).toBeLessThanOrEqual(900);
        expect(l.pricePerMonth / l.pricePerDay).toBeGreaterThanOrEqual(17.5);
        expect(l.pricePerMonth / l.pricePerDay).toBeLessThanOrEqual(22.5);
        expect(l.area).toBeGreaterThanOrEqual(1);
        expect(l.floor).toBeGreaterThanOrEqual(0);
        expect(l.floor).toBeLessThanOrEqual(12);
        expect(l.workstations).toBeGreaterThanOrEqual(1);
        expect(l.minimumDuration).toBeGreaterThanOrEqual(1);
        expect(l.availableDates).toEqual([]);
        expect(['fiber', 'adsl', '4g']).toContain(l.internetType);
        if (l.parking.available) expect(['free', 'paid']).toContain(l.parking.type);
        else expect(l.parking.type).toBeUndefined();
        if (l.spaceType === 'other') expect(l.customSpaceType).toBeTruthy();
        else expect(l.customSpaceType).toBeNull();
      }
    });

    it('has distinct creation dates within the past 120 days', () => {
      const times = listings.map((l) => l.createdAt.getTime());
      expect(new Set(times).size).toBe(listings.length);
      for (const t of times) {
        expect(t).toBeLessThan(NOW.getTime());
        expect(t).toBeGreaterThan(NOW.getTime() - 120 * 24 * HOUR);
      }
    });

    it('has 2 to 4 distinct photos that exist under public/', () => {
      for (const l of listings) {
        expect(l.photos.length).toBeGreaterThanOrEqual(2);
        expect(l.photos.length).toBeLessThanOrEqual(4);
        expect(new Set(l.photos).size).toBe(l.photos.length);
        for (const p of l.photos) {
          // stored like an uploaded photo: the same picture in PHOTO_WIDTHS (src/domain/photos.ts)
          const candidates = photoCandidates(p);
          expect(candidates.map((c) => c.width)).toEqual([...PHOTO_WIDTHS]);
          const base = /^\/seed\/office-\d\d-/.exec(candidates[0].url)?.[0];
          expect(base, p).toBeDefined();
          for (const { url, width } of candidates) {
            expect(url).toBe(`${base}${width}w.webp`);
            const file = publicDir + url.slice(1);
            expect(existsSync(file), file).toBe(true);
          }
        }
      }
    });
  });

  describe('photos', () => {
    it('are small SVG files with a French title', () => {
      for (let n = 1; n <= 16; n += 1) {
        const file = `${publicDir}seed/office-${String(n).padStart(2, '0')}.svg`;
        expect(existsSync(file), file).toBe(true);
        expect(statSync(file).size).toBeLessThan(6 * 1024);
        const svg = readFileSync(file, 'utf8');
        expect(svg).toContain('viewBox="0 0 1200 800"');
        expect(svg).toMatch(/<title>[^<]+<\/title>/);
      }
    });

    it('are stored in every width as WebP of that many pixels, 3:2 like the illustration', () => {
      for (let n = 1; n <= 16; n += 1) {
        for (const width of PHOTO_WIDTHS) {
          const file = `${publicDir}seed/office-${String(n).padStart(2, '0')}-${width}w.webp`;
          expect(existsSync(file), file).toBe(true);
          const size = webpSize(readFileSync(file));
          expect(size, file).toEqual({ width, height: Math.round((width * 2) / 3) });
          // a phone's card never downloads more than a few tens of kB
          expect(statSync(file).size, file).toBeLessThan(width * 40);
        }
      }
    });
  });

  describe('bookings', () => {
    it('covers every status the product writes, and not « pending », which it never does', () => {
      // (docs/decisions.md "Pending bookings hold their days for 24 hours": nobody could decide
      // or cancel one, and it held its days)
      for (const status of BOOKING_STATUSES.filter((st) => st !== 'pending')) {
        expect(
          bookings.some((b) => b.status === status),
          status,
        ).toBe(true);
      }
      expect(bookings.filter((b) => b.status === 'pending')).toEqual([]);
    });

    it('is consistent with its listing and tenant', () => {
      for (const b of bookings) {
        const listing = listingById.get(b.listingId);
        const tenant = userById.get(b.tenantId);
        expect(listing?.isApproved, b.id).toBe(true);
        expect(tenant?.role, b.id).toBe('tenant');
        expect(b.hostId).toBe(listing?.hostId);
        expect(b.tenantId).not.toBe(b.hostId);
        expect(b.listingTitle).toBe(listing?.title);
        expect(b.listingAddress).toBe(listing?.location.address);
        expect(b.listingCity).toBe(listing?.location.city);
        expect(b.tenantName).toBe(tenant?.fullName);
        expect(b.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
        expect(b.createdAt.getTime()).toBeGreaterThan((listing?.createdAt ?? NOW).getTime());
        expect(b.createdAt.getTime()).toBeGreaterThan((tenant?.createdAt ?? NOW).getTime());
      }
    });

    it('has well-formed dates and correct prices', () => {
      for (const b of bookings) {
        const listing = listingById.get(b.listingId) as Listing;
        expect(b.startDate, b.id).toMatch(DAY_RE);
        if (b.rentalType === 'daily') {
          expect(b.endDate).toMatch(DAY_RE);
          const end = b.endDate as string;
          expect(end >= b.startDate).toBe(true);
          const days = daysInclusive(b.startDate, end);
          expect(days).toBeGreaterThanOrEqual(listing.minimumDuration);
          expect(b.totalPrice).toBe(days * listing.pricePerDay);
          expect(b.monthlyPrice).toBeNull();
          expect(b.monthlyEndDate).toBeNull();
          expect(b.isIndefinite).toBe(false);
        } else {
          expect(b.monthlyPrice).toBe(listing.pricePerMonth);
          if (b.isIndefinite) {
            expect(b.endDate).toBeNull();
            expect(b.monthlyEndDate).toBeNull();
            expect(b.totalPrice).toBe(listing.pricePerMonth);
          } else {
            expect(b.endDate).toMatch(DAY_RE);
            expect(b.monthlyEndDate).toBe(b.endDate);
            const months = b.totalPrice / listing.pricePerMonth;
            expect(Number.isInteger(months) && months >= 1).toBe(true);
            // The end date is the day before the same day `months` months later.
            const [y, m, d] = b.startDate.split('-').map(Number);
            const expectedEnd = new Date(Date.UTC(y, m - 1 + months, d - 1))
              .toISOString()
              .slice(0, 10);
            expect(b.endDate).toBe(expectedEnd);
          }
        }
      }
    });

    it('never overlaps occupying daily bookings of the same listing', () => {
      const occupying = bookings.filter(
        (b) => b.rentalType === 'daily' && OCCUPYING.includes(b.status),
      );
      for (const a of occupying) {
        for (const b of occupying) {
          if (a.id >= b.id || a.listingId !== b.listingId) continue;
          const overlap =
            a.startDate <= (b.endDate as string) && b.startDate <= (a.endDate as string);
          expect(overlap, `${a.id} / ${b.id}`).toBe(false);
        }
      }
    });

    it('has the demo scenarios', () => {
      const mine = bookings.filter((b) => b.tenantId === 'demo-tenant');
      const today = utcDay(NOW, 0);
      const has = (pred: (b: Booking) => boolean) => expect(mine.some(pred)).toBe(true);
      has((b) => b.status === 'confirmed' && b.rentalType === 'daily' && b.startDate > today);
      has(
        (b) => b.status === 'pending_admin' && NOW.getTime() - b.createdAt.getTime() === 2 * HOUR,
      );
      has((b) => b.status === 'rejected');
      has((b) => b.status === 'cancelled');
      has((b) => b.status === 'confirmed' && b.rentalType === 'monthly');

      const othersWaiting = bookings
        .filter((b) => b.tenantId !== 'demo-tenant' && b.status === 'pending_admin')
        .map((b) => (NOW.getTime() - b.createdAt.getTime()) / HOUR);
      expect(othersWaiting).toEqual(expect.arrayContaining([23, 30, 1]));

      const hostRevenue = bookings
        .filter((b) => b.hostId === 'demo-host' && b.status === 'confirmed')
        .reduce((sum, b) => sum + b.totalPrice, 0);
      expect(hostRevenue).toBeGreaterThan(0);
      expect(
        bookings.some(
          (b) =>
            b.hostId === 'demo-host' && b.status === 'confirmed' && (b.endDate ?? today) < today,
        ),
      ).toBe(true);
    });

    it('computes days from now in UTC, whatever the local time zone', () => {
      // Late in the UTC day: a local zone ahead of UTC would already be on the next day.
      const late = new Date('2025-12-31T23:30:00Z');
      const lateSeed = buildSeed(late);
      const row = lateSeed.bookings.find((b) => b.id === bookings[0].id) as Booking;
      const offset = Math.round(
        (dayMs(bookings[0].startDate) - dayMs(utcDay(NOW, 0))) / 86_400_000,
      );
      expect(row.startDate).toBe(utcDay(late, offset));
    });
  });

  describe('reviews (issue 15)', () => {
    const { reviews } = seed;
    const bookingById = new Map(bookings.map((b) => [b.id, b]));

    it('reviews finished confirmed bookings, each written while its booking could be reviewed', () => {
      expect(reviews.length).toBeGreaterThanOrEqual(5);
      for (const r of reviews) {
        const b = bookingById.get(r.id)!;
        expect(b.status, r.id).toBe('confirmed');
        expect([r.listingId, r.hostId, r.tenantId, r.tenantName]).toEqual([
          b.listingId,
          b.hostId,
          b.tenantId,
          b.tenantName,
        ]);
        expect(reviewEligibility(b, r.createdAt).canReview, r.id).toBe(true);
        expect(r.createdAt.getTime()).toBeLessThan(NOW.getTime());
        expect(isValidRating(r.rating) && isValidReviewText(r.text), r.id).toBe(true);
        if (r.answer) expect(r.answer.createdAt.getTime()).toBeLessThan(NOW.getTime());
      }
    });

    it('gives listings the sum and count of their reviews, several on one of them', () => {
      for (const l of listings) {
        const own = reviews.filter((r) => r.listingId === l.id && !r.hidden);
        expect([l.ratingSum, l.ratingCount], l.id).toEqual([
          own.reduce((n, r) => n + r.rating, 0),
          own.length,
        ]);
      }
      expect(Math.max(...listings.map((l) => l.ratingCount))).toBeGreaterThanOrEqual(3);
    });

    it('leaves the demo tenant a finished booking to review (bkg-06)', () => {
      expect(reviews.some((r) => r.id === 'bkg-06')).toBe(false);
      expect(reviewEligibility(bookingById.get('bkg-06')!, NOW).canReview).toBe(true);
    });
  });
});

describe('seed: documents (issue 15)', () => {
  const seed = buildSeed(NOW);
  const documents = seed.documents.filter((d) => d.path.startsWith('documents/'));
  const counters = seed.documents.filter((d) => d.path.startsWith('documentCounters/'));

  it('every confirmed booking has its document, and only those', () => {
    const confirmed = seed.bookings.filter((b) => b.status === 'confirmed').map((b) => b.id);
    expect(documents.map((d) => d.path.split('/')[1]).sort()).toEqual([...confirmed].sort());
    for (const d of documents) {
      const b = seed.bookings.find((x) => `documents/${x.id}` === d.path)!;
      expect(d.data, d.path).toMatchObject({
        bookingId: b.id,
        hostId: b.hostId,
        tenantId: b.tenantId,
        listingId: b.listingId,
        total: b.totalPrice * 100,
      });
      expect((d.data.issuedAt as Date).getTime()).toBeLessThan(NOW.getTime());
    }
  });

  it('gives the demo host a VAT-registered company (factures), others a reçu', () => {
    const kindOf = (hostId: string) =>
      new Set(documents.filter((d) => d.data.hostId === hostId).map((d) => d.data.kind));
    expect(kindOf('demo-host')).toEqual(new Set(['facture']));
    expect(kindOf('host-2')).toEqual(new Set(['recu']));
    const facture = documents.find((d) => d.data.kind === 'facture')!.data;
    expect(facture.host).toMatchObject({ ice: '002187436000045', vatRegistered: true });
    expect(facture.vat).toMatchObject({ rate: 20 });
  });

  it('stores legal identities and billing details the rules accept, for some users only', () => {
    for (const u of seed.users) {
      const { password: _p, ...doc } = u;
      expect(validProfile({ ...doc, createdAt: doc.createdAt.toISOString() }), u.uid).toBe(true);
    }
    expect(seed.users.filter((u) => u.legalIdentity).map((u) => u.uid)).toEqual([
      'demo-host',
      'host-3',
      'host-4',
    ]);
    expect(seed.users.find((u) => u.uid === 'demo-tenant')!.billing).toEqual({
      companyName: 'Nour Conseil SARL',
      ice: '001987654000072',
    });
  });

  it("numbers each host's series without gap or duplicate, its counter at the last number", () => {
    for (const c of counters) {
      const { hostId, kind, year, last, lastDocId } = c.data as Record<string, unknown>;
      expect(c.path).toBe(`documentCounters/${String(hostId)}_${String(kind)}`);
      const series = documents
        .map((d) => d.data)
        .filter((d) => d.hostId === hostId && d.kind === kind && d.year === year)
        .map((d) => d.sequence as number)
        .sort((a, b) => a - b);
      expect(series).toEqual(Array.from({ length: last as number }, (_, i) => i + 1));
      const named = documents.find((d) => d.path === `documents/${String(lastDocId)}`)!;
      expect(named.data.sequence).toBe(last);
    }
    expect(counters.length).toBeGreaterThan(0);
  });
});

describe('seed: neighbourhoods (issue 16)', () => {
  const approved = buildSeed(NOW).listings.filter((l) => l.isApproved);

  it.each([
    ['Maârif', 'Casablanca'],
    ['Maarif', 'Casablanca'],
    ['Guéliz', 'Marrakech'],
    ['Gueliz', 'Marrakech'],
    ['Agdal', 'Rabat'],
    ['Hay Riad', 'Rabat'],
    ['Racine', 'Casablanca'],
    ['Gauthier', 'Casablanca'],
    ['Sidi Maârouf', 'Casablanca'],
  ])('a search for "%s" finds approved listings of %s', (term, city) => {
    const found = approved.filter((l) => matchesCity(l, term));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((l) => l.location.city === city)).toBe(true);
  });

  it('a search for "Casa" finds every approved listing of Casablanca', () => {
    const casablanca = approved.filter((l) => l.location.city === 'Casablanca');
    expect(approved.filter((l) => matchesCity(l, 'Casa'))).toEqual(casablanca);
  });
});
