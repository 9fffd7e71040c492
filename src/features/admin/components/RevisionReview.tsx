/**
 * A pending revision of a listing, for the admin (Bureaux tab): what the public sees now and
 * what the host proposes, field by field (title, description, address, photos), with
 * "Valider la modification" / "Refuser la modification" (session.decideRevision). Refusing
 * first asks for an optional reason, which the host's notification shows.
 */
import { StoredPhoto } from '@/components/StoredPhoto';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ErrorMessage } from '@/components/feedback';
import { Button, TextAreaField } from '@/components/forms';
import { formatDate, formatNumber } from '@/domain/format';
import { REFUSAL_REASON_MAX_LENGTH } from '@/domain/notifications';
import { revisionChanges, type RevisionChange } from '@/domain/listingEdit';
import type { Listing } from '@/domain/types';
import { t } from '@/i18n/t';
import { hostEditText as e } from '@/i18n/fr/hostEdit';
import { useAdminSession } from '../AdminSessionContext';
import { useReasonBox } from '../useReasonBox';
import { listingDecisionFailure } from '../errors';
import { reportError } from '@/lib/reportError';

const FIELD_LABEL: Record<RevisionChange['field'], string> = {
  title: e.adminFieldTitle,
  description: e.adminFieldDescription,
  address: e.adminFieldAddress,
  photos: e.adminFieldPhotos,
};

function Value({ value, which }: { value: string | string[]; which: string }) {
  if (typeof value === 'string') return <p className="whitespace-pre-line">{value}</p>;
  return (
    <div>
      <p>{t(e.adminPhotosCount, { n: value.length })}</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {value.map((src, i) => (
          <li key={src.slice(0, 200) + i}>
            <StoredPhoto
              entry={src}
              sizes="96px"
              alt={t(e.adminPhotoAlt, { n: i + 1, which })}
              width={96}
              height={72}
              loading="lazy"
              className="h-18 w-24 rounded-lg bg-slate-100 object-cover"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function RevisionReview({
  listing,
  onDecided,
  onStale,
}: {
  listing: Listing;
  /** The host sent another revision since this one was read: read the list again. */
  onStale: () => void;
  /** The listing as it is after the decision. */
  onDecided: (after: Listing) => void;
}) {
  const { session } = useAdminSession();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The reason, asked for before refusing (optional). */
  const box = useReasonBox();
  const revision = listing.revision;
  if (!revision) return null;
  const changes = revisionChanges(listing);

  const decide = async (approve: boolean) => {
    const why = approve ? null : box.take();
    if (why === undefined) return;
    setBusy(true);
    setError(null);
    try {
      await session.decideRevision(listing.id, approve, why, listing);
      toast.success(approve ? e.adminRevisionApproved : e.adminRevisionRefused);
      onDecided(
        approve
          ? {
              ...listing,
              title: revision.title,
              description: revision.description,
              photos: revision.photos,
              location: revision.location,
              revision: null,
            }
          : { ...listing, revision: null },
      );
    } catch (err) {
      reportError(err);
      const failure = listingDecisionFailure(err, {
        code: 'listing/no-revision',
        message: e.adminRevisionGone,
      });
      setError(failure.message);
      if (failure.stale) onStale();
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-3 rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-slate-800"
    >
      <h4 id={headingId} className="font-semibold text-slate-900">
        {t(e.adminRevisionTitle, { date: formatDate(revision.submittedAt) })}
      </h4>
      <p className="mt-1 text-slate-700">{e.adminRevisionIntro}</p>
      {changes.length === 0 ? (
        <p className="mt-2">{e.adminUnchanged}</p>
      ) : (
        <dl className="mt-3 space-y-3">
          {changes.map((c) => (
            <div key={c.field}>
              <dt className="font-semibold text-slate-900">{FIELD_LABEL[c.field]}</dt>
              <dd className="mt-1 grid gap-2 sm:grid-cols-2">
                <div className="rounded-lg border border-slate-200 bg-white p-2">
                  <p className="text-xs font-semibold uppercase text-slate-600">{e.adminBefore}</p>
                  <del className="block no-underline">
                    <Value value={c.before} which={e.adminBefore} />
                  </del>
                </div>
                <div className="rounded-lg border border-emerald-200 bg-white p-2">
                  <p className="text-xs font-semibold uppercase text-emerald-800">{e.adminAfter}</p>
                  <ins className="block no-underline">
                    <Value value={c.after} which={e.adminAfter} />
                  </ins>
                </div>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {error && (
        <div className="mt-2">
          <ErrorMessage message={error} />
        </div>
      )}
      {box.asking ? (
        <div className="mt-3 rounded-lg border border-slate-200 bg-white p-3">
          <TextAreaField
            ref={box.box}
            label={e.adminRefusalReason}
            value={box.reason ?? ''}
            dir="auto"
            rows={3}
            onChange={(event) => box.change(event.target.value)}
            error={box.error ?? undefined}
            hint={t(e.adminRefusalHint, {
              count: formatNumber(box.length),
              max: formatNumber(REFUSAL_REASON_MAX_LENGTH),
            })}
          />
          <div className="mt-3 flex flex-wrap gap-2">
            {/* busy, not disabled: the button pressed keeps the focus through the request and
                after a refusal of it (src/components/forms.tsx Button) */}
            <Button
              variant="secondary"
              onClick={() => void decide(false)}
              busy={busy}
              aria-describedby={headingId}
            >
              {e.adminRefusalConfirm}
            </Button>
            <Button variant="secondary" onClick={box.close} disabled={busy}>
              {e.adminRefusalCancel}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={() => void decide(true)} busy={busy} aria-describedby={headingId}>
            {e.adminApproveRevision}
          </Button>
          <Button
            ref={box.opener}
            variant="secondary"
            onClick={box.open}
            disabled={busy}
            aria-describedby={headingId}
          >
            {e.adminRefuseRevision}
          </Button>
        </div>
      )}
    </section>
  );
}
