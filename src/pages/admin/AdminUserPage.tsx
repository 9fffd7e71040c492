/** /admin/user/{userId}: one user's file, behind the admin gate (spec §2). */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAsync } from '@/hooks/useAsync';
import { usePageMeta } from '@/hooks/usePageMeta';
import { ErrorMessage, LoadingRegion, Skeleton } from '@/components/feedback';
import { formatDate } from '@/domain/format';
import type { UserProfile } from '@/domain/types';
import { useAdminSession } from '@/features/admin/AdminSessionContext';
import { adminErrorMessage } from '@/features/admin/errors';
import { useAdminBack, type AdminBack } from '@/features/admin/useAdminBack';
import { t } from '@/i18n/t';
import { adminText } from '@/i18n/fr/admin';
import { labels } from '@/i18n/fr/common';

const text = adminText.user;

export default function AdminUserPage() {
  usePageMeta({ title: adminText.userPageTitle });
  const { userId = '' } = useParams();
  const { session } = useAdminSession();
  const user = useAsync(() => session.getUser(userId), [session, userId]);
  const back = useAdminBack('users');

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      {!(user.status === 'success' && !user.data) && <BackLink {...back} />}
      {user.status === 'loading' && (
        <LoadingRegion className="mt-6">
          <Skeleton className="h-9 w-72" />
          <div className="mt-6 grid gap-4 md:grid-cols-2">
            <Skeleton className="h-44" />
            <Skeleton className="h-44" />
          </div>
        </LoadingRegion>
      )}
      {user.status === 'error' && (
        <div className="mt-6">
          <h1 className="mb-4 text-2xl font-bold text-slate-900">{adminText.pageTitle}</h1>
          <ErrorMessage message={adminErrorMessage(user.error)} onRetry={user.reload} />
        </div>
      )}
      {user.status === 'success' && !user.data && (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h1 className="text-2xl font-bold text-slate-900">{text.notFound}</h1>
          <p className="mt-2 text-slate-600">{text.notFoundBody}</p>
          <Link
            to={back.href}
            state={back.state}
            className="mt-6 inline-flex rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {back.label}
          </Link>
        </div>
      )}
      {user.status === 'success' && user.data && <UserFile user={user.data} />}
    </div>
  );
}

function BackLink({ href, label, state }: AdminBack) {
  return (
    <Link
      to={href}
      state={state}
      className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-800 hover:underline"
    >
      <span aria-hidden="true">←</span>
      {label}
    </Link>
  );
}

function UserFile({ user }: { user: UserProfile }) {
  const initials = (user.fullName || user.email)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <div className="mt-6 wrap-anywhere">
      <div className="flex flex-wrap items-center gap-4">
        {user.profilePhoto ? (
          <img
            src={user.profilePhoto}
            alt=""
            width={64}
            height={64}
            className="h-16 w-16 rounded-full bg-slate-100 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800"
          >
            {initials}
          </span>
        )}
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {user.fullName || user.email}
          </h1>
          <p className="mt-1">
            <span className="inline-flex rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
              {labels.role[user.role]}
            </span>
          </p>
        </div>
      </div>

      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <Card title={text.contact}>
          <Fact label={text.email}>
            {user.email ? (
              <a
                href={`mailto:${user.email}`}
                className="rounded text-brand-800 underline-offset-2 hover:underline"
              >
                {user.email}
              </a>
            ) : (
              text.notProvided
            )}
          </Fact>
          <Fact label={text.phone}>
            {user.phoneNumber ? (
              <a
                href={`tel:${user.phoneNumber.replace(/\s+/g, '')}`}
                className="rounded text-brand-800 underline-offset-2 hover:underline"
              >
                {user.phoneNumber}
              </a>
            ) : (
              text.notProvided
            )}
          </Fact>
        </Card>
        <Card title={text.account}>
          <Fact label={text.fullName}>{user.fullName || text.notProvided}</Fact>
          <Fact label={text.role}>{labels.role[user.role]}</Fact>
          <Fact label={text.registeredOn}>{formatDate(user.createdAt)}</Fact>
          <Fact label={text.uid}>
            <code className="break-all rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm">
              {user.uid}
            </code>
          </Fact>
          <Fact label={text.favorites}>{t(text.favoritesCount, { n: user.favorites.length })}</Fact>
        </Card>
        <Card title={text.about} className="md:col-span-2">
          <Fact label={text.profession}>{user.profession || text.notProvided}</Fact>
          <Fact label={text.bio}>
            {user.bio ? <span className="whitespace-pre-line">{user.bio}</span> : text.noBio}
          </Fact>
        </Card>
      </div>
    </div>
  );
}

function Card({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${className}`}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <dl className="mt-3 space-y-3">{children}</dl>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
