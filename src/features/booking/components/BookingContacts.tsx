import { useId } from 'react';
import { LoadingRegion, Skeleton } from '@/components/feedback';
import { useAsync } from '@/hooks/useAsync';
import { useBackend } from '@/hooks/useBackend';
import { contactsText as text } from '@/i18n/fr/notifications';

/**
 * Once a booking is confirmed (issue 14): the other participant's e-mail and phone — the
 * tenant sees the host's, the host the tenant's. They come from bookingContacts/{bookingId},
 * which only the two of them may read and which exists only after the admin's confirmation
 * (firestore.rules): nothing to show, nor to leak, before.
 */
export function BookingContacts({
  bookingId,
  viewer,
}: {
  bookingId: string;
  viewer: 'tenant' | 'host';
}) {
  const backend = useBackend();
  const titleId = useId();
  const contacts = useAsync(() => backend.bookings.getContacts(bookingId), [backend, bookingId]);

  if (contacts.status === 'loading') {
    return (
      <LoadingRegion label={text.loading} className="mt-2">
        <Skeleton className="h-10 w-64 max-w-full" />
      </LoadingRegion>
    );
  }
  if (contacts.status === 'error') {
    return (
      <p role="alert" className="mt-2 text-sm text-red-800">
        {text.failed}{' '}
        <button type="button" onClick={contacts.reload} className="font-semibold underline">
          {text.retry}
        </button>
      </p>
    );
  }
  if (!contacts.data) return <p className="mt-2 text-sm text-slate-600">{text.missing}</p>;
  const c = contacts.data;
  const email = viewer === 'tenant' ? c.hostEmail : c.tenantEmail;
  const phone = viewer === 'tenant' ? c.hostPhone : c.tenantPhone;
  // A group under its heading, not a landmark: a dashboard lists many confirmed bookings, and as
  // many regions all named "Coordonnées de l'hôte" would not be told apart (axe landmark-unique).
  return (
    <div role="group" aria-labelledby={titleId} className="mt-2 rounded-lg bg-slate-50 p-3 text-sm">
      <h4 id={titleId} className="font-semibold text-slate-900">
        {viewer === 'tenant' ? text.hostTitle : text.tenantTitle}
      </h4>
      <dl className="mt-1 grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-700">
        <dt>{text.email}</dt>
        <dd className="min-w-0 [overflow-wrap:anywhere]">
          <a
            href={`mailto:${email}`}
            dir="auto"
            // 24 px high at least (WCAG 2.2 target size): these links stand on their own line
            className="inline-flex min-h-6 items-center text-brand-700 underline"
          >
            {email}
          </a>
        </dd>
        <dt>{text.phone}</dt>
        <dd className="min-w-0 [overflow-wrap:anywhere]">
          {phone ? (
            <a
              href={`tel:${phone.replace(/\s+/g, '')}`}
              dir="ltr"
              className="inline-flex min-h-6 items-center text-brand-700 underline"
            >
              {phone}
            </a>
          ) : (
            text.noPhone
          )}
        </dd>
      </dl>
    </div>
  );
}
