/**
 * The demo's reviews (issue 15): a few finished confirmed bookings of the seed, reviewed when
 * their review opened, some answered by the host; the listings' aggregates follow from them
 * (docs/decisions.md#reviews-one-per-booking-aggregate-on-the-listing). demo-tenant's bkg-06 is
 * left unreviewed, so that the demo invites her to write one; so is bkg-12 (lst-casa-01 keeps
 * the spec's rating line of a listing without reviews).
 */
import { reviewOpensAt } from '@/domain/reviews';
import type { Booking, Listing, Review } from '@/domain/types';

const HOUR_MS = 3_600_000;

interface ReviewRow {
  booking: string;
  rating: number;
  text: string;
  /** Hours after the review opened (midnight UTC of its opening day) it was written. */
  after: number;
  /** The host's answer, written a day later. */
  answer?: string;
}

// prettier-ignore
const REVIEWS: ReviewRow[] = [
  { booking: 'bkg-13', rating: 4, after: 30, text: 'Bel espace au cœur de la médina, bien équipé. Un peu de bruit de la ruelle en fin de journée.' },
  { booking: 'bkg-14', rating: 5, after: 8, text: 'Un mois au calme face à la mer : connexion fiable, bureau spacieux, Karim très disponible.', answer: 'Merci Salma, ravi que le bureau vous ait plu !' },
  { booking: 'bkg-18', rating: 5, after: 12, text: 'Parfait pour une semaine de travail en équipe : grande table, café à volonté, accueil souriant.' },
  { booking: 'bkg-20', rating: 5, after: 9, text: 'Excellent rapport qualité-prix, écran externe et imprimante à disposition. Je recommande.' },
  { booking: 'bkg-21', rating: 4, after: 20, text: 'Très bon accueil et espace propre. La climatisation était un peu forte, sinon rien à redire.', answer: 'Merci pour votre retour, nous avons réglé la climatisation.' },
  { booking: 'bkg-22', rating: 5, after: 40, text: 'Quartier pratique, parking facile, connexion stable toute la journée. Je reviendrai.' },
  { booking: 'bkg-23', rating: 3, after: 15, text: "Espace correct mais moins grand que sur les photos. L'hôte a été réactif pour la clé." },
];

/** The seeded reviews of `bookings` (each of a confirmed booking that has ended). */
export function buildReviews(bookings: Booking[]): Review[] {
  const byId = new Map(bookings.map((b) => [b.id, b]));
  return REVIEWS.map((row) => {
    const b = byId.get(row.booking);
    if (!b || b.status !== 'confirmed') throw new Error(`seed: no confirmed ${row.booking}`);
    const createdAt = new Date(Date.parse(`${reviewOpensAt(b)}T00:00:00Z`) + row.after * HOUR_MS);
    return {
      id: b.id,
      listingId: b.listingId,
      hostId: b.hostId,
      tenantId: b.tenantId,
      tenantName: b.tenantName,
      rating: row.rating,
      text: row.text,
      createdAt,
      updatedAt: createdAt,
      answer: row.answer
        ? {
            text: row.answer,
            createdAt: new Date(createdAt.getTime() + 24 * HOUR_MS),
            editedAt: null,
          }
        : null,
      hidden: null,
    };
  });
}

/** The listings with their aggregate: the sum and count of their visible reviews. */
export function withRatings(listings: Listing[], reviews: Review[]): Listing[] {
  return listings.map((l) => {
    const own = reviews.filter((r) => r.listingId === l.id && !r.hidden);
    return {
      ...l,
      ratingSum: own.reduce((sum, r) => sum + r.rating, 0),
      ratingCount: own.length,
    };
  });
}
