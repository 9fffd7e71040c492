import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, ErrorMessage } from '@/components/feedback';
import { SelectField, TextField } from '@/components/forms';
import { parseRoleFilter, type RoleFilter } from '@/domain/admin';
import { formatDate } from '@/domain/format';
import type { UserProfile } from '@/domain/types';
import { t } from '@/i18n/t';
import { adminText } from '@/i18n/fr/admin';
import { labels } from '@/i18n/fr/common';
import { paths } from '@/config/paths';
import { useAdminSession } from '../AdminSessionContext';
import { adminErrorMessage } from '../errors';
import { useDebounced } from '../hooks';
import { ListSkeleton } from './ListSkeleton';
import { TabMore } from './TabMore';
import { usePagedList } from '@/hooks/usePagedList';
import { useEditableSearchParams } from '@/hooks/useEditableSearchParams';
import { userLinkProps } from '../useReturnFocus';

const text = adminText.users;
const ROLE_OPTIONS: { value: RoleFilter; label: string }[] = [
  { value: 'host', label: text.roles.host },
  { value: 'tenant', label: text.roles.tenant },
];

/** Users read per page of the Utilisateurs tab. */
export const USERS_PAGE_SIZE = 20;

/**
 * "Utilisateurs": search by name or e-mail and filter by role. Both live in the URL (?q=&role=),
 * so coming back from a user page shows the same list. The server searches (the beginnings of
 * words, src/domain/userSearch.ts) and sends 20 users at a time, newest first (« Voir plus »):
 * the admin never downloads every profile of the marketplace (AdminSession.listUsers).
 */
export function UsersTab() {
  const { session } = useAdminSession();
  const [params, editParams] = useEditableSearchParams();
  const q = params.get('q') ?? '';
  const role = parseRoleFilter(params.get('role'));
  const [input, setInput] = useState(q);
  const debounced = useDebounced(input, 250);
  // A new search keeps the rows, and the live count line, until its first page arrives: the
  // count line then announces the new count (a new line would not be announced).
  const { state, reload, loadMore } = usePagedList(
    (cursor) => session.listUsers({ search: q, role, pageSize: USERS_PAGE_SIZE, cursor }),
    [session, q, role],
    undefined,
    { keepWhileReloading: true },
  );
  const countRef = useRef<HTMLParagraphElement>(null);

  const setParam = (key: 'q' | 'role', value: string) =>
    editParams(
      (p) => {
        if (value) p.set(key, value);
        else p.delete(key);
      },
      { replace: true },
    );

  // The typed text reaches the URL once typing pauses (a role picked meanwhile stays).
  useEffect(() => {
    setParam('q', debounced.trim());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <div>
      <form
        role="search"
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
        onSubmit={(e) => {
          e.preventDefault();
          setParam('q', input.trim());
        }}
      >
        <TextField
          className="flex-1"
          label={text.searchLabel}
          type="search"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          placeholder={text.searchPlaceholder}
          hint={text.searchHint}
          autoComplete="off"
        />
        <SelectField
          className="sm:w-48"
          label={text.roleLabel}
          value={role}
          onChange={(e) => setParam('role', e.target.value)}
          placeholder={text.roles.all}
          options={ROLE_OPTIONS}
        />
      </form>

      <div className="mt-6">
        {state.status === 'error' ? (
          <ErrorMessage message={adminErrorMessage(state.error)} onRetry={reload} />
        ) : state.status === 'loading' ? (
          <ListSkeleton rows={4} rowClassName="h-16" />
        ) : (
          <div aria-busy={state.reloading || undefined}>
            <p
              ref={countRef}
              tabIndex={-1}
              aria-live="polite"
              className="rounded text-sm font-semibold text-slate-900"
            >
              {/* while older ones remain to be read, the count says it is only the latest */}
              {t(state.next ? text.countPartial : text.count, { n: state.items.length })}
            </p>
            {state.items.length === 0 ? (
              <div className="mt-4">
                <EmptyState title={text.emptyTitle} body={text.emptyBody} />
              </div>
            ) : (
              <ul
                className={`mt-4 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm ${
                  state.reloading ? 'opacity-60' : ''
                }`}
              >
                {state.items.map((u) => (
                  <UserRow key={u.uid} user={u} from={`?${params.toString()}`} />
                ))}
              </ul>
            )}
            {!state.reloading && (
              <TabMore state={state} loadMore={loadMore} text={text} countRef={countRef} />
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function UserRow({ user: u, from }: { user: UserProfile; from: string }) {
  return (
    <li className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <Link
          to={paths.adminUser(u.uid)}
          {...userLinkProps(from, u.uid)}
          className="rounded font-semibold break-words text-brand-800 underline-offset-2 hover:underline"
        >
          {u.fullName || u.email || u.uid}
        </Link>
        <p className="truncate text-sm text-slate-600">{u.email}</p>
      </div>
      <span
        className={`inline-flex w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold ${
          u.role === 'host' ? 'bg-brand-100 text-brand-800' : 'bg-sand-100 text-slate-800'
        }`}
      >
        {labels.role[u.role]}
      </span>
      <p className="text-sm text-slate-600 sm:w-44 sm:text-right">
        {t(text.registered, { date: formatDate(u.createdAt) })}
      </p>
    </li>
  );
}
