/**
 * The local store as the demo runs it in a browser (src/services/local/db.ts, context.ts):
 * tabs of one origin see each other's writes and sessions, a full localStorage makes the action
 * fail instead of claiming success, ids are random, and one broken stored document never
 * empties a list. The cross-tab booking race itself: tests/security/race.local.test.ts.
 */
import { addDays, todayInMorocco } from '@/domain/days';
import type { AuthUser } from '@/services';
import { createLocalBackend } from '@/services/local';
import {
  DB_KEY,
  DB_REV_KEY,
  memoryStore,
  type KeyValueStore,
  type LocalDbState,
} from '@/services/local/db';
import { buildSeed } from '@/services/seed/data';
import { isServiceError } from '@/services/types';
import { DEMO, testBackend } from '../utils';
import { origin } from '../tabs';

const seed = buildSeed(new Date());
/** An approved daily listing nobody booked in the seed. */
const listing = seed.listings.find(
  (l) =>
    l.isApproved && l.minimumDuration === 1 && !seed.bookings.some((b) => b.listingId === l.id),
)!;
const day = (offset: number) => addDays(todayInMorocco(), offset);
const request = (offset: number) => ({
  listingId: listing.id,
  rentalType: 'daily' as const,
  startDate: day(offset),
  endDate: day(offset),
  isIndefinite: false,
});

describe('tabs of one origin', () => {
  it('a sign-in or sign-out in one tab signs the other tabs in or out', async () => {
    const browser = origin(5);
    const a = await createLocalBackend({ storage: browser.tab(), locks: browser.locks });
    await browser.settled();
    const b = await createLocalBackend({ storage: browser.tab(), locks: browser.locks });
    const seen: (AuthUser | null)[] = [];
    b.auth.onAuthChange((user) => seen.push(user));
    await new Promise((r) => setTimeout(r, 0)); // the initial call (signed out)
    expect(seen).toEqual([null]);

    await a.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    await browser.settled();
    expect(seen.at(-1)?.uid).toBe(DEMO.tenant.uid);
    await a.auth.signOut();
    await browser.settled();
    expect(seen.at(-1)).toBeNull();
    // and b acts as nobody
    await expect(b.bookings.createBooking(request(130))).rejects.toSatisfy((e) =>
      isServiceError(e, 'permission-denied'),
    );
  });

  it("a tab reads another tab's write once it has arrived", async () => {
    const browser = origin(5);
    const a = await createLocalBackend({ storage: browser.tab(), locks: browser.locks });
    await a.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    await browser.settled();
    const b = await createLocalBackend({ storage: browser.tab(), locks: browser.locks });
    expect((await b.users.getProfile(DEMO.tenant.uid))?.bio).not.toBe("Écrit dans l'onglet A");
    await a.users.updateProfile(DEMO.tenant.uid, { bio: "Écrit dans l'onglet A" });
    await browser.settled();
    expect((await b.users.getProfile(DEMO.tenant.uid))?.bio).toBe("Écrit dans l'onglet A");
  });
});

/** localStorage with a quota: every write throws QuotaExceededError while `full` is set. */
function quotaStore(): KeyValueStore & { full: boolean } {
  const inner = memoryStore();
  const store = {
    full: false,
    getItem: (k: string) => inner.getItem(k),
    setItem(k: string, v: string) {
      if (store.full) throw new DOMException('quota', 'QuotaExceededError');
      inner.setItem(k, v);
    },
    removeItem: (k: string) => inner.removeItem(k),
  };
  return store;
}

describe('a full browser storage', () => {
  it('makes a booking fail with storage/full, keeps nothing, and the same booking works once there is room', async () => {
    const storage = quotaStore();
    const backend = await testBackend({ storage, as: 'tenant' });
    const before = await backend.bookings.listBookingsForUser(DEMO.tenant.uid, 'tenant');

    storage.full = true;
    await expect(backend.bookings.createBooking(request(140))).rejects.toSatisfy((e) =>
      isServiceError(e, 'storage/full'),
    );
    // nothing changed, in this tab's memory either
    expect(await backend.bookings.listBookingsForUser(DEMO.tenant.uid, 'tenant')).toEqual(before);
    expect(await backend.listings.getUnavailableDays(listing.id, day(140), day(140))).toEqual([]);
    await expect(
      backend.users.updateProfile(DEMO.tenant.uid, { bio: 'Jamais enregistré' }),
    ).rejects.toSatisfy((e) => isServiceError(e, 'storage/full'));
    expect((await backend.users.getProfile(DEMO.tenant.uid))?.bio).not.toBe('Jamais enregistré');
    // a session that cannot be stored is not opened
    await backend.auth.signOut();
    await expect(backend.auth.signIn(DEMO.tenant.email, DEMO.tenant.password)).rejects.toSatisfy(
      (e) => isServiceError(e, 'storage/full'),
    );

    storage.full = false;
    await backend.auth.signIn(DEMO.tenant.email, DEMO.tenant.password);
    const booking = await backend.bookings.createBooking(request(140));
    expect(await backend.listings.getUnavailableDays(listing.id, day(140), day(140))).toEqual([
      booking.startDate,
    ]);
  });

  it('still opens the demo when the seed itself cannot be stored (browsing works)', async () => {
    const storage = quotaStore();
    storage.full = true;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const backend = await testBackend({ storage });
    expect((await backend.listings.listListings({ limit: 3 })).length).toBe(3);
    vi.restoreAllMocks();
  });
});

describe('document ids', () => {
  it('are random (crypto), whatever the clock and Math.random say', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    try {
      const [a, b] = await Promise.all([
        testBackend({ as: 'tenant' }),
        testBackend({ as: 'tenant' }),
      ]);
      const ids = [
        (await a.bookings.createBooking(request(150))).id,
        (await b.bookings.createBooking(request(150))).id,
        (await a.bookings.createBooking(request(152))).id,
      ];
      for (const id of ids) expect(id).toMatch(/^bkg-[A-Za-z0-9]{20}$/);
      expect(new Set(ids).size).toBe(3);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

describe('one broken stored document', () => {
  it('never empties a list: null, text or array documents are left out, the others listed', async () => {
    const storage = memoryStore();
    const tenant = await testBackend({ storage, as: 'tenant' });
    const admin = await tenant.admin.unlock(DEMO.adminPassword);
    const counts = async () => ({
      listings: (await tenant.listings.listListings()).length,
      search: (await tenant.listings.searchListings({ filters: {}, pageSize: 500 })).items.length,
      mine: (await tenant.bookings.listBookingsForUser(DEMO.tenant.uid, 'tenant')).length,
      allBookings: (await admin.listBookings(['pending', 'pending_admin', 'confirmed'])).length,
      allListings: (await admin.listListings({ filter: 'all', pageSize: 500 })).items.length,
      users: (await admin.listUsers({ pageSize: 500 })).items.length,
      held: (await tenant.listings.getUnavailableDays(listing.id, day(0), day(400))).length,
    });
    const before = await counts();

    // A hand edit (or a bug) leaves broken entries in the stored JSON.
    const state = JSON.parse(storage.getItem(DB_KEY)!) as LocalDbState;
    const broken = state as unknown as Record<string, Record<string, unknown>>;
    broken.listings['lst-null'] = null;
    broken.listings['lst-text'] = 'pas un document';
    broken.bookings['bkg-null'] = null;
    broken.bookings['bkg-list'] = [DEMO.tenant.uid];
    broken.users['user-null'] = null;
    broken.occupancy[listing.id] = { [day(200)]: null };
    storage.setItem(DB_KEY, JSON.stringify(state));
    storage.setItem(DB_REV_KEY, 'hand-edit');

    expect(await counts()).toEqual(before);
    expect(await tenant.listings.getListing('lst-null')).toBeNull();
    expect((await admin.stats()).listingsApproved).toBeGreaterThan(0);
  });
});
