import { useEffect, useId, useRef, useState } from 'react';
import { ErrorMessage, EmptyState } from '@/components/feedback';
import { LoadMore } from '@/components/LoadMore';
import { useFocusOnLastPage } from '@/hooks/useFocusOnLastPage';
import { formatDate } from '@/domain/format';
import { usePagedList } from '@/hooks/usePagedList';
import { isNotificationKind, renderMail } from '@/domain/notifications';
import { t } from '@/i18n/t';
import { emailTemplates } from '@/i18n/fr/emails';
import { mailOutboxText as text } from '@/i18n/fr/notifications';
import type { UserProfile } from '@/domain/types';
import type { MailRecord } from '@/services';
import { useAdminSession } from '../AdminSessionContext';
import { adminErrorMessage } from '../errors';
import { ListSkeleton } from './ListSkeleton';

/** Mail documents per page of the tab. */
export const MAIL_PAGE_SIZE = 10;

/**
 * "E-mails" (the demo's outbox, issue 14): the mail documents the Trigger Email extension
 * would send, newest first, a page at a time, each rendered from the repository's templates
 * (src/i18n/fr/emails.json) — subject and text as text, the HTML in a sandboxed frame.
 */
export function MailTab() {
  const { session } = useAdminSession();
  const { state, reload, loadMore } = usePagedList(
    (cursor) => session.listMail({ pageSize: MAIL_PAGE_SIZE, cursor }),
    [session],
  );
  // « Voir plus » reading the last page focuses the first e-mail it brought
  const { list, onMore } = useFocusOnLastPage<HTMLUListElement>(state, loadMore, ':scope > li');
  const recipients = useRecipients(state.status === 'ready' ? state.items : []);

  if (state.status === 'loading') return <ListSkeleton rowClassName="h-40" />;
  if (state.status === 'error') {
    return <ErrorMessage message={adminErrorMessage(state.error)} onRetry={reload} />;
  }
  return (
    <div>
      <p className="text-slate-700">{text.intro}</p>
      {state.items.length === 0 ? (
        <div className="mt-4">
          <EmptyState title={text.empty} />
        </div>
      ) : (
        <ul ref={list} className="mt-4 space-y-4">
          {state.items.map((m) => (
            <li key={m.id} tabIndex={-1} className="rounded-xl">
              <MailCard mail={m} recipient={recipients.get(m.toUid)} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore more={state.more} hasNext={state.next !== null} onMore={onMore} text={text} />
    </div>
  );
}

/**
 * The recipients of the mail shown, read once each (session.getUser: one read per person, not
 * per e-mail nor the users collection), so the admin sees who an e-mail goes to: undefined while
 * being read, null when the account is missing or could not be read (the uid is shown).
 */
function useRecipients(mail: readonly MailRecord[]): ReadonlyMap<string, UserProfile | null> {
  const { session } = useAdminSession();
  const [known, setKnown] = useState<ReadonlyMap<string, UserProfile | null>>(new Map());
  const asked = useRef(new Set<string>());
  const mounted = useRef(true);
  useEffect(() => {
    // (set here too: StrictMode unmounts and mounts again in development)
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const uids = [...new Set(mail.map((m) => m.toUid))].filter((u) => !asked.current.has(u));
  const key = uids.join(' ');
  useEffect(() => {
    if (key === '') return;
    const wanted = key.split(' ');
    for (const uid of wanted) asked.current.add(uid);
    void Promise.all(
      wanted.map((uid) =>
        session.getUser(uid).then(
          (profile) => [uid, profile] as const,
          () => [uid, null] as const,
        ),
      ),
    ).then((read) => {
      if (mounted.current) setKnown((m) => new Map([...m, ...read]));
    });
  }, [key, session]);
  return known;
}

function MailCard({
  mail,
  recipient,
}: {
  mail: MailRecord;
  /** Its recipient's profile; undefined while being read, null when unknown. */
  recipient: UserProfile | null | undefined;
}) {
  const titleId = useId();
  const template = isNotificationKind(mail.template) ? emailTemplates[mail.template] : null;
  const rendered = template
    ? renderMail(template, { ...mail.data, baseUrl: window.location.origin })
    : null;
  return (
    <article
      aria-labelledby={titleId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id={titleId} dir="auto" className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
        {rendered ? rendered.subject : t(text.unknownTemplate, { name: mail.template })}
      </h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-600 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{text.recipient}</dt>
        <dd className="[overflow-wrap:anywhere]">
          {recipient ? (
            <>
              <span dir="auto">{recipient.fullName}</span> · {recipient.email}
            </>
          ) : (
            mail.toUid
          )}
        </dd>
        <dt className="font-medium">{text.template}</dt>
        <dd className="[overflow-wrap:anywhere]">{mail.template}</dd>
        <dt className="font-medium">{text.createdAt}</dt>
        <dd>{formatDate(mail.createdAt)}</dd>
      </dl>
      {rendered && (
        <>
          <h4 className="mt-3 text-sm font-semibold text-slate-800">{text.text}</h4>
          <pre className="mt-1 whitespace-pre-wrap rounded-lg bg-slate-50 p-3 font-sans text-sm text-slate-800 [overflow-wrap:anywhere]">
            {rendered.text}
          </pre>
          <h4 className="mt-3 text-sm font-semibold text-slate-800">{text.html}</h4>
          {/* sandbox="": no script, no navigation, no same-origin access; so it cannot size
              itself to its content: tall enough for the longest template with a long title on
              a 390 px phone (about 25 lines), and the frame scrolls beyond */}
          <iframe
            title={t(text.previewTitle, { id: mail.id })}
            sandbox=""
            srcDoc={rendered.html}
            className="mt-1 h-[26rem] w-full rounded-lg border border-slate-200 bg-white sm:h-64"
          />
        </>
      )}
    </article>
  );
}
