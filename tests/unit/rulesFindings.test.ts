/**
 * The pure pieces behind the real-rules fixes: the request counter's steps, the favourites
 * bound, which listings their host may delete, whole-MAD prices in the seed, the Storage path
 * of a photo URL, and the tenant's message when the counter is full.
 */
import { canAddFavorite, MAX_FAVORITES } from '@/domain/favorites';
import { MAX_REQUESTS_PER_WINDOW, nextQuotaStep, QUOTA_WINDOW_MS } from '@/domain/holdQuota';
import { canHostDelete } from '@/domain/listingLifecycle';
import { bookingErrorMessage } from '@/features/booking/errors';
import { ServiceError } from '@/services';
import { buildSeed } from '@/services/seed/data';
import { photoPattern } from '@/services/local/rules/listings';
import { listingPhotoStoragePath } from '@/services/shared/documents';

const NOW = new Date('2026-06-15T09:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('nextQuotaStep (holdQuotas)', () => {
  it('starts a window with the first request', () => {
    expect(nextQuotaStep(null, NOW)).toEqual({ kind: 'new-window' });
  });

  it('counts up to 5 in the window, then is full until the window ends', () => {
    expect(MAX_REQUESTS_PER_WINDOW).toBe(5);
    const start = ago(QUOTA_WINDOW_MS - 1);
    expect(nextQuotaStep({ windowStart: start, count: 1 }, NOW)).toEqual({
      kind: 'same-window',
      count: 2,
    });
    expect(nextQuotaStep({ windowStart: start, count: 4 }, NOW)).toEqual({
      kind: 'same-window',
      count: 5,
    });
    expect(nextQuotaStep({ windowStart: start, count: 5 }, NOW)).toEqual({
      kind: 'full',
      until: new Date(start.getTime() + QUOTA_WINDOW_MS),
    });
  });

  it('starts a new window exactly 24 hours after the last one started', () => {
    expect(nextQuotaStep({ windowStart: ago(QUOTA_WINDOW_MS), count: 5 }, NOW)).toEqual({
      kind: 'new-window',
    });
  });
});

describe('favourites bound', () => {
  it('lets one more in under 200, never a 201st; an existing one is not "added" again', () => {
    expect(MAX_FAVORITES).toBe(200);
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `lst-${i}`);
    expect(canAddFavorite(ids(199), 'lst-new')).toBe(true);
    expect(canAddFavorite(ids(200), 'lst-new')).toBe(false);
    expect(canAddFavorite(ids(200), 'lst-3')).toBe(true);
  });
});

describe('canHostDelete', () => {
  it('only a listing never approved', () => {
    expect(canHostDelete({ isApproved: false, approvedOnce: false })).toBe(true);
    expect(canHostDelete({ isApproved: false, approvedOnce: true })).toBe(false);
    expect(canHostDelete({ isApproved: true, approvedOnce: true })).toBe(false);
    expect(canHostDelete({ isApproved: true, approvedOnce: false })).toBe(false);
  });
});

describe('the demo seed and the rules', () => {
  const seed = buildSeed(NOW);

  it('prices in whole MAD (listings and bookings)', () => {
    for (const l of seed.listings) {
      expect(Number.isInteger(l.pricePerDay), l.id).toBe(true);
      expect(Number.isInteger(l.pricePerMonth), l.id).toBe(true);
    }
    for (const b of seed.bookings) expect(Number.isInteger(b.totalPrice), b.id).toBe(true);
  });

  it('marks approved listings approved once, waiting ones never approved', () => {
    for (const l of seed.listings) expect(l.approvedOnce, l.id).toBe(l.isApproved);
    expect(seed.listings.some((l) => !l.approvedOnce)).toBe(true);
  });

  it("uses the demo's own illustrations as photos, in widths the rules accept", () => {
    for (const l of seed.listings) {
      const photoRe = new RegExp(`^(?:${photoPattern(l.id)})$`);
      for (const p of l.photos) {
        expect(p).toMatch(/^\/seed\/office-[0-9]{2}-480w\.webp#480w\|/);
        expect(p, l.id).toMatch(photoRe);
      }
    }
  });
});

describe('listingPhotoStoragePath', () => {
  const url = (path: string, host = 'https://firebasestorage.googleapis.com') =>
    `${host}/v0/b/maktabi.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=abc`;

  it("finds the file of the listing's folder behind a download URL (production or emulator)", () => {
    expect(listingPhotoStoragePath(url('listings/lst-1/0_a.jpg'), 'lst-1')).toBe(
      'listings/lst-1/0_a.jpg',
    );
    expect(
      listingPhotoStoragePath(url('listings/lst-1/2_b.png', 'http://127.0.0.1:9199'), 'lst-1'),
    ).toBe('listings/lst-1/2_b.png');
  });

  it('ignores anything else: another folder, a demo illustration, a data: URL', () => {
    expect(listingPhotoStoragePath(url('listings/lst-2/0_a.jpg'), 'lst-1')).toBeNull();
    expect(listingPhotoStoragePath(url('users/u/profile_a.jpg'), 'lst-1')).toBeNull();
    expect(listingPhotoStoragePath(url('listings/lst-1/x/0_a.jpg'), 'lst-1')).toBeNull();
    expect(listingPhotoStoragePath('/seed/office-01.svg', 'lst-1')).toBeNull();
    expect(listingPhotoStoragePath('data:image/png;base64,AAAA', 'lst-1')).toBeNull();
    const malformed = 'https://firebasestorage.googleapis.com/v0/b/x/o/listings%2Flst-1%2F%E0%A4%A';
    expect(listingPhotoStoragePath(malformed, 'lst-1')).toBeNull();
  });
});

describe('bookingErrorMessage', () => {
  it('tells the tenant about the 24-hour limit in French', () => {
    expect(bookingErrorMessage(new ServiceError('booking/too-many-requests'))).toBe(
      'Vous avez atteint la limite de 5 demandes de réservation en 24 heures. Réessayez plus tard\u00a0: le compteur repart 24 heures après votre première demande.',
    );
  });
  it('says when the 24 hours end, in Moroccan time, when the service knows it', () => {
    const retryAt = new Date('2026-12-08T09:30:00Z');
    expect(
      bookingErrorMessage(new ServiceError('booking/too-many-requests', undefined, { retryAt })),
    ).toBe(
      'Vous avez atteint la limite de 5 demandes de réservation en 24 heures. Vous pourrez en envoyer une nouvelle à partir du 8 décembre 2026 à 10:30.',
    );
  });
});
