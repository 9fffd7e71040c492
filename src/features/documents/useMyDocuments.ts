import { useEffect, useState } from 'react';
import type { IssuedDocument } from '@/domain/types';
import { useBackend } from '@/hooks/useBackend';
import { reportError } from '@/lib/reportError';

/**
 * The signed-in user's documents by booking (issue 15), read once with the dashboard (one
 * bounded query): each booking card links to its own. While loading, or if the read fails,
 * the cards simply show no link (the failure is reported).
 */
export function useMyDocuments(
  role: 'host' | 'tenant' | null,
  reloadKey: unknown = null,
): Map<string, IssuedDocument[]> {
  const backend = useBackend();
  const [byBooking, setByBooking] = useState(() => new Map<string, IssuedDocument[]>());
  useEffect(() => {
    if (!role) return;
    let alive = true;
    backend.bookings.listMyDocuments(role).then(
      (documents) => {
        if (!alive) return;
        const map = new Map<string, IssuedDocument[]>();
        for (const d of [...documents].reverse()) {
          map.set(d.bookingId, [...(map.get(d.bookingId) ?? []), d]);
        }
        setByBooking(map);
      },
      (e: unknown) => reportError(e),
    );
    return () => {
      alive = false;
    };
  }, [backend, role, reloadKey]);
  return byBooking;
}
