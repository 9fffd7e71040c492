import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hostText as h } from '@/i18n/fr/host';

/**
 * On the host dashboard, for a host who has not filled in « Facturation »: their reçus name them
 * and nothing else (documentIssuer in src/services/shared/plans/documents.ts), which a tenant's
 * accounting cannot use. Says so, with the way to the section, whose « Enregistrer » and
 * « Annuler » come back here (QA, 7 December 2026: nothing told the host, nor the admin who
 * validated their bookings).
 */
export function BillingIdentityNotice() {
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900 sm:flex-row sm:items-center sm:justify-between">
      <p className="min-w-0 wrap-anywhere">{h.billingMissing}</p>
      <Link
        to={paths.profile({ redirect: paths.hostDashboard(), at: 'billing' })}
        className="shrink-0 font-semibold text-amber-950 underline hover:text-amber-900"
      >
        {h.billingMissingAction}
      </Link>
    </div>
  );
}
