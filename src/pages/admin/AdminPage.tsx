/**
 * /admin, once unlocked: the five tabs of spec §2 and the demo's outbox ("E-mails", issue 14). The selected tab is in the URL (?tab=...),
 * so the back button and "reload, then unlock" land on it. Unlocking also runs the
 * marketplace's chores once (useAdminChores), whichever tab opens.
 */
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@/hooks/usePageMeta';
import {
  parseAdminTab,
  statsAfterApproval,
  statsAfterRefusal,
  statsAfterRevision,
  statsAfterCancellation,
  statsAfterDecision,
  withExpired,
  type AdminTab,
} from '@/domain/admin';
import type { Booking } from '@/domain/types';
import { useAdminSession } from '@/features/admin/AdminSessionContext';
import { AdminTabs, type TabItem } from '@/features/admin/components/AdminTabs';
import { DashboardTab } from '@/features/admin/components/DashboardTab';
import { HoldsFailedNotice } from '@/features/admin/components/HoldsFailedNotice';
import { HistoryTab } from '@/features/admin/components/HistoryTab';
import { ListingsTab } from '@/features/admin/components/ListingsTab';
import { MailTab } from '@/features/admin/components/MailTab';
import { PendingBookingsTab } from '@/features/admin/components/PendingBookingsTab';
import { UsersTab } from '@/features/admin/components/UsersTab';
import { useAdminChores, useAdminFollowUp } from '@/features/admin/useAdminChores';
import { useAdminStats } from '@/features/admin/useAdminStats';
import { useReturnFocus } from '@/features/admin/useReturnFocus';
import { t } from '@/i18n/t';
import { adminText } from '@/i18n/fr/admin';

export default function AdminPage() {
  usePageMeta({ title: adminText.pageTitle });
  const { session } = useAdminSession();
  const stats = useAdminStats(session);
  // back from a user's page, to their link in the list
  useReturnFocus();
  // A month's document issued changes its rental's total: the counters and the history read
  // again (a history read while the chores ran showed the month before).
  const [monthsIssued, setMonthsIssued] = useState(0);
  const { refresh } = stats;
  const onMonthsIssued = useCallback(() => {
    refresh();
    setMonthsIssued((n) => n + 1);
  }, [refresh]);
  // once per unlocked session, whichever tab it opens on
  const holdsFailed = useAdminChores(session, onMonthsIssued);
  // requests arrive and expire while the screen is open: its counts follow them
  const followUp = useAdminFollowUp(session, stats.refresh);
  const [params, setParams] = useSearchParams();
  const tab = parseAdminTab(params.get('tab'));
  // the tab counts the requests still open, as the dashboard does (withExpired); the Bureaux
  // tab, the decisions its « En attente » filter lists: new listings and edits of online ones
  const counts = stats.state.status === 'success' ? withExpired(stats.state.data) : null;

  const tabs: TabItem<AdminTab>[] = [
    { id: 'dashboard', label: adminText.tabs.dashboard },
    {
      id: 'pending',
      label: counts
        ? t(adminText.tabs.pendingCount, { n: counts.bookingsByStatus.pending_admin })
        : adminText.tabs.pending,
    },
    { id: 'history', label: adminText.tabs.history },
    {
      id: 'listings',
      label: counts
        ? t(adminText.tabs.listingsCount, {
            n: counts.listingsWaiting + counts.revisionsWaiting,
          })
        : adminText.tabs.listings,
    },
    { id: 'users', label: adminText.tabs.users },
    { id: 'mail', label: adminText.tabs.mail },
  ];

  // A new history entry per tab, so the back button returns to the previous tab. The tab read
  // afresh, its count is read with it (QA: « Réservations à valider (5) » above a list of 8,
  // until the minute's follow-up), quietly: the labels keep their numbers meanwhile.
  const select = (next: AdminTab) => {
    if (next === tab) return;
    setParams({ tab: next });
    refresh();
  };

  const { update } = stats;
  const onDecided = useCallback(
    (booking: Booking, decision: 'confirmed' | 'rejected') =>
      update((s) => statsAfterDecision(s, decision, booking.totalPrice)),
    [update],
  );
  const onCancelled = useCallback(
    (booking: Booking) => update((s) => statsAfterCancellation(s, booking.totalPrice)),
    [update],
  );
  const onApprovalChanged = useCallback(
    (before: boolean, after: boolean, withRevision: boolean, refused: boolean) =>
      update((s) => statsAfterApproval(s, before, after, withRevision, refused)),
    [update],
  );
  const onRevisionDecided = useCallback(() => update(statsAfterRevision), [update]);
  const onRefused = useCallback(() => update(statsAfterRefusal), [update]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">{adminText.pageTitle}</h1>
      {holdsFailed.length > 0 && <HoldsFailedNotice rentals={holdsFailed} />}
      <AdminTabs label={adminText.tabsLabel} tabs={tabs} selected={tab} onSelect={select}>
        <h2 className="sr-only">{adminText.tabs[tab]}</h2>
        {tab === 'dashboard' && <DashboardTab stats={stats.state} onRetry={stats.reload} />}
        {tab === 'pending' && (
          <PendingBookingsTab
            onDecided={onDecided}
            onExpired={followUp}
            waiting={counts?.bookingsByStatus.pending_admin ?? null}
          />
        )}
        {tab === 'history' && <HistoryTab onCancelled={onCancelled} version={monthsIssued} />}
        {tab === 'listings' && (
          <ListingsTab
            onApprovalChanged={onApprovalChanged}
            onRevisionDecided={onRevisionDecided}
            onRefused={onRefused}
          />
        )}
        {tab === 'users' && <UsersTab />}
        {tab === 'mail' && <MailTab />}
      </AdminTabs>
    </div>
  );
}
