/**
 * What the booking panel's tests share (bookingPanel, bookingPanelPlaces, bookingPlacesShortDay):
 * a clock frozen at 10:00 in Casablanca on Monday 15 June 2026 that still moves, a user event
 * set up for it, the panel of a listing under a router with the pages it leads to, and a day's
 * name as its calendar says it.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { dayToLocalDate } from '@/domain/days';
import type { Listing } from '@/domain/types';
import { BookingPanel } from '@/features/booking/BookingPanel';
import { AuthProvider } from '@/hooks/AuthContext';
import { BackendProvider } from '@/hooks/useBackend';
import type { Backend } from '@/services';
import { createTestRouter, TestRouterProvider } from '../utils';

/** 10:00 in Casablanca, Monday 15 June 2026. */
export const PANEL_NOW = new Date('2026-06-15T09:00:00Z');

/** Freezes the clock at PANEL_NOW around each test of the file (timers still advance). */
export function freezePanelClock() {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: PANEL_NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

export const setupPanelUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
export type PanelUser = ReturnType<typeof setupPanelUser>;

/**
 * The panel of `listingId` at /listing/{id}{search}, with the pages a booking leads to (its
 * dashboard: `dashboard`, a heading « Tableau de bord » unless given), once its heading shows.
 */
export async function renderPanel(
  backend: Backend,
  listingId: string,
  {
    search = '',
    dashboard = <h1>Tableau de bord</h1>,
  }: { search?: string; dashboard?: ReactNode } = {},
) {
  const listing = (await backend.listings.getListing(listingId)) as Listing;
  const router = createTestRouter(
    [
      { path: '/listing/:id', element: <BookingPanel listing={listing} /> },
      { path: '/dashboard', element: dashboard },
      { path: '/login', element: <h1>Connexion</h1> },
      { path: '/profile', element: <h1>Mon profil</h1> },
    ],
    { initialEntries: [`/listing/${listingId}${search}`] },
  );
  render(
    <BackendProvider backend={backend}>
      <AuthProvider>
        <TestRouterProvider router={router} />
        <Toaster />
      </AuthProvider>
    </BackendProvider>,
  );
  await screen.findByRole('heading', { name: 'Réserver cet espace' });
  return { router, listing };
}

/** A day ("YYYY-MM-DD") as its button in the calendar begins: « lundi 22 juin 2026 ». */
export const dayName = (day: string) =>
  format(dayToLocalDate(day), 'EEEE d MMMM yyyy', { locale: fr });
