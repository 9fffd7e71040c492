import { MAX_SLOTS_PER_BOOKING, heldDays, placesOf } from '@/domain/availability';
import { eachDay, isDay, monthsEnd, todayInMorocco } from '@/domain/days';
import { MAX_DAILY_DAYS, quotePrice } from '@/domain/pricing';
import type { BookingRequest, Listing, UserProfile } from '@/domain/types';
import { ServiceError } from '../types';

/** The booking document a backend writes (without id and createdAt). */
export interface BookingDraft {
  listingId: string;
  tenantId: string;
  hostId: string;
  rentalType: 'daily' | 'monthly';
  startDate: string;
  endDate: string | null;
  totalPrice: number;
  places: number;
  /** The occupancy slots it holds, chosen by the create plan (planCreateBooking). */
  slots: string[];
  isIndefinite: boolean;
  monthlyPrice: number | null;
  monthlyEndDate: string | null;
  status: 'pending_admin';
  listingTitle: string;
  listingAddress: string;
  listingCity: string;
  tenantName: string;
}

/**
 * Validates a request against the listing and computes the price (src/domain), the same way
 * on both backends. Throws ServiceError('invalid-argument' | 'booking/own-listing').
 */
export function buildBookingDraft(
  request: BookingRequest,
  listing: Listing,
  tenant: Pick<UserProfile, 'uid' | 'fullName'>,
  today: string = todayInMorocco(),
): { draft: BookingDraft; days: string[] } {
  if (listing.hostId === tenant.uid) throw new ServiceError('booking/own-listing');
  if (!listing.isApproved) throw new ServiceError('not-found');
  if (listing.isPaused) throw new ServiceError('booking/listing-paused');
  // read in the request's transaction: the host may have changed a price since the page loaded
  const seen = request.seenPrices;
  if (
    seen &&
    (seen.pricePerDay !== listing.pricePerDay || seen.pricePerMonth !== listing.pricePerMonth)
  ) {
    throw new ServiceError('booking/price-changed');
  }
  const { rentalType, startDate } = request;
  if (!isDay(startDate) || startDate < today)
    throw new ServiceError('invalid-argument', 'startDate');
  const isIndefinite = rentalType === 'monthly' && request.isIndefinite;
  const endDate = isIndefinite ? null : request.endDate;
  if (!isIndefinite && (!isDay(endDate) || endDate < startDate)) {
    throw new ServiceError('invalid-argument', 'endDate');
  }
  if (rentalType === 'daily' && endDate) {
    const length = eachDay(startDate, endDate).length;
    if (length < listing.minimumDuration)
      throw new ServiceError('invalid-argument', 'minimumDuration');
    if (length > MAX_DAILY_DAYS) throw new ServiceError('invalid-argument', 'maxDays');
  }
  if (rentalType === 'monthly' && endDate && endDate < monthsEnd(startDate, 1)) {
    throw new ServiceError('invalid-argument', 'monthlyMinimum');
  }
  // Places per day: 1..the listing's places for a daily rental, always 1 for a monthly one.
  const places = request.places ?? 1;
  const maxPlaces = rentalType === 'daily' ? placesOf(listing) : 1;
  if (!Number.isInteger(places) || places < 1 || places > maxPlaces) {
    throw new ServiceError('invalid-argument', 'places');
  }
  const days = heldDays({ rentalType, startDate, endDate, isIndefinite });
  // One write per day and place: a request always fits in one commit (docs/decisions.md).
  if (days.length * places > MAX_SLOTS_PER_BOOKING) {
    throw new ServiceError('invalid-argument', 'maxSlots');
  }
  const quote = quotePrice({
    rentalType,
    startDate,
    endDate,
    isIndefinite,
    pricePerDay: listing.pricePerDay,
    pricePerMonth: listing.pricePerMonth,
    places,
  });
  if (!quote) throw new ServiceError('invalid-argument', 'price');
  const draft: BookingDraft = {
    listingId: listing.id,
    tenantId: tenant.uid,
    hostId: listing.hostId,
    rentalType,
    startDate,
    endDate,
    totalPrice: quote.total,
    places,
    slots: [],
    isIndefinite,
    monthlyPrice: quote.monthlyPrice,
    monthlyEndDate: rentalType === 'monthly' ? endDate : null,
    status: 'pending_admin',
    listingTitle: listing.title,
    listingAddress: listing.location.address,
    listingCity: listing.location.city,
    tenantName: tenant.fullName,
  };
  return { draft, days };
}
