import {
  MAIL_INTERVAL_MS,
  MESSAGE_MAX_LENGTH,
  conversationBooking,
  conversationIdOf,
  counterpartName,
  isUnreadFor,
  conversationPair,
  listingIdOfConversation,
  mailDue,
  messageExcerpt,
  messageText,
  otherParticipant,
  receivedSince,
  type Conversation,
} from '@/domain/messages';
import { messageNotificationId } from '@/domain/notifications';
import {
  MAIL_CLOCK_MARGIN_MS,
  SERVER_TIMESTAMP,
  planMarkRead,
  planSendMessage,
  type Plan,
  type PlanWrite,
} from '@/services/shared/plans';

const conv: Conversation = {
  id: 'lst-1_t1',
  listingId: 'lst-1',
  tenantId: 't1',
  hostId: 'h1',
  listingTitle: 'Bureau',
  listingPhoto: '',
  tenantName: 'Yasmine',
  hostName: 'Karim',
  createdAt: new Date(0),
  lastMessageAt: new Date(0),
  lastMessage: 'Bonjour',
  lastSenderId: 't1',
  unreadFor: ['h1'],
};

describe('domain/messages', () => {
  it('names one conversation per listing and tenant, and reads it back for its tenant only', () => {
    expect(conversationIdOf('lst-1', 't1')).toBe('lst-1_t1');
    expect(listingIdOfConversation('lst-1_t1', 't1')).toBe('lst-1');
    expect(listingIdOfConversation('lst-1_t1', 't2')).toBeNull();
    expect(listingIdOfConversation('_t1', 't1')).toBeNull();
    expect(listingIdOfConversation('lst-1t1', 't1')).toBeNull();
  });

  it("reads a conversation's listing and tenant from its id, as the rules split it", () => {
    expect(conversationPair('lst-1_t1')).toEqual({ listingId: 'lst-1', tenantId: 't1' });
    // at the first '_' (a listing id has none): firestore.rules cid.split('_')[0]
    expect(conversationPair('lst-1_t_1')).toEqual({ listingId: 'lst-1', tenantId: 't_1' });
    expect(conversationPair('_t1')).toBeNull();
    expect(conversationPair('lst-1_')).toBeNull();
    expect(conversationPair('lst-1')).toBeNull();
  });

  it('trims a message and keeps 1 to 2,000 characters', () => {
    expect(messageText('  Bonjour \n')).toBe('Bonjour');
    expect(messageText('   ')).toBeNull();
    expect(messageText('')).toBeNull();
    expect(messageText('x')).toBe('x');
    expect(messageText('x'.repeat(MESSAGE_MAX_LENGTH))).toHaveLength(2000);
    expect(messageText(`  ${'x'.repeat(MESSAGE_MAX_LENGTH)}  `)).toHaveLength(2000);
    expect(messageText('x'.repeat(MESSAGE_MAX_LENGTH + 1))).toBeNull();
  });

  it('e-mails again only an hour or more after the last e-mail', () => {
    const now = new Date(10 * MAIL_INTERVAL_MS);
    expect(mailDue(null, now)).toBe(true);
    expect(mailDue(new Date(now.getTime() - MAIL_INTERVAL_MS), now)).toBe(true);
    expect(mailDue(new Date(now.getTime() - MAIL_INTERVAL_MS + 1), now)).toBe(false);
    expect(mailDue(now, now)).toBe(false);
  });

  it('knows the other participant, their name and the unread mark', () => {
    expect(otherParticipant(conv, 't1')).toBe('h1');
    expect(otherParticipant(conv, 'h1')).toBe('t1');
    expect(counterpartName(conv, 't1')).toBe('Karim');
    expect(counterpartName(conv, 'h1')).toBe('Yasmine');
    expect(isUnreadFor(conv, 'h1')).toBe(true);
    expect(isUnreadFor(conv, 't1')).toBe(false);
    expect(messageNotificationId('lst-1_t1')).toBe('message_lst-1_t1');
  });
});

/** Runs a plan on an in-memory map of documents; returns its writes (or throws its error). */
function run<T>(plan: Plan<T>, docs: Record<string, Record<string, unknown>>): PlanWrite[] {
  let step = plan;
  while (step.kind === 'read') step = step.next(step.paths.map((p) => docs[p] ?? null));
  if (step.kind === 'fail') throw step.error;
  return step.writes;
}

const NOW = new Date('2026-03-01T12:00:00Z');
const listing = {
  hostId: 'h1',
  hostName: 'Karim',
  title: 'Bureau',
  photos: ['/a.svg'],
  isApproved: true,
};
const tenant = { role: 'tenant', fullName: 'Yasmine' };
const send = (uid: string, text = 'Bonjour') =>
  planSendMessage({ uid, conversationId: 'lst-1_t1', text, messageId: 'm2', now: NOW });

describe('planSendMessage', () => {
  it('creates the conversation with the first message, the notification and the e-mail', () => {
    const writes = run(send('t1', '  Bonjour  '), {
      'listings/lst-1': listing,
      'users/t1': tenant,
    });
    expect(writes.map((w) => `${w.op} ${w.path}`)).toEqual([
      'set conversations/lst-1_t1/messages/m2',
      'set users/h1/notifications/message_lst-1_t1',
      'set mail/message_lst-1_t1_h1_m2',
      'set conversations/lst-1_t1',
    ]);
    const c = (writes[3] as { data: Record<string, unknown> }).data;
    expect(c).toMatchObject({
      participants: ['t1', 'h1'],
      listingPhoto: '/a.svg',
      tenantName: 'Yasmine',
      hostName: 'Karim',
      lastMessage: 'Bonjour',
      unreadFor: ['h1'],
      mailedAt: { h1: SERVER_TIMESTAMP },
    });
  });

  it('refuses what the rules refuse', () => {
    expect(() => run(send('t1', ' '), {})).toThrow('invalid-argument');
    expect(() => run(send('t2'), {})).toThrow('not-found');
    expect(() => run(send('t1'), { 'users/t1': tenant })).toThrow('not-found');
    expect(() =>
      run(send('t1'), { 'listings/lst-1': { ...listing, isApproved: false }, 'users/t1': tenant }),
    ).toThrow('not-found');
    expect(() =>
      run(send('t1'), { 'listings/lst-1': { ...listing, hostId: 't1' }, 'users/t1': tenant }),
    ).toThrow('message/own-listing');
    expect(() =>
      run(send('t1'), { 'listings/lst-1': listing, 'users/t1': { role: 'host' } }),
    ).toThrow('message/not-tenant');
    expect(() => run(send('t1'), { 'listings/lst-1': listing })).toThrow('message/not-tenant');
    expect(() =>
      run(send('x9'), { 'conversations/lst-1_t1': { participants: ['t1', 'h1'] } }),
    ).toThrow('permission-denied');
  });

  const existing = (mailedAt: Record<string, unknown>) => ({
    'conversations/lst-1_t1': {
      listingId: 'lst-1',
      listingTitle: 'Bureau',
      tenantId: 't1',
      hostId: 'h1',
      participants: ['t1', 'h1'],
      mailedAt,
    },
  });

  it('answers in an existing conversation and e-mails at most once an hour (with a margin)', () => {
    const first = run(send('h1'), existing({ h1: NOW.toISOString() }));
    expect(first.map((w) => w.path)).toContain('mail/message_lst-1_t1_t1_m2');
    const update = first.find((w) => w.path === 'conversations/lst-1_t1') as {
      data: Record<string, unknown>;
    };
    expect(update.data).toMatchObject({
      unreadFor: ['t1'],
      mailedAt: { h1: NOW.toISOString(), t1: SERVER_TIMESTAMP },
    });

    const justOver = new Date(NOW.getTime() - MAIL_INTERVAL_MS - MAIL_CLOCK_MARGIN_MS);
    expect(run(send('t1'), existing({ h1: justOver.toISOString() })).map((w) => w.path)).toContain(
      'mail/message_lst-1_t1_h1_m2',
    );
    const justUnder = new Date(justOver.getTime() + 1);
    const writes = run(send('t1'), existing({ h1: justUnder.toISOString() }));
    expect(writes.some((w) => w.path.startsWith('mail/'))).toBe(false);
    expect(writes.map((w) => w.path)).toContain('users/h1/notifications/message_lst-1_t1');
  });
});

describe('planMarkRead', () => {
  it("removes the reader's own mark, and writes nothing when there is none", () => {
    const docs = { 'conversations/c': { unreadFor: ['h1', 't1'] } };
    expect(run(planMarkRead({ uid: 'h1', conversationId: 'c' }), docs)).toEqual([
      { op: 'update', path: 'conversations/c', data: { unreadFor: ['t1'] } },
    ]);
    expect(run(planMarkRead({ uid: 'x', conversationId: 'c' }), docs)).toEqual([]);
    expect(() => run(planMarkRead({ uid: 'h1', conversationId: 'nope' }), {})).toThrow('not-found');
  });

  it("reads the reader's bell notification of it too, only when unread", () => {
    const notice = 'users/h1/notifications/message_c';
    const docs = (read: boolean, unreadFor = ['h1']) => ({
      'conversations/c': { unreadFor },
      [notice]: { kind: 'message', read },
    });
    expect(run(planMarkRead({ uid: 'h1', conversationId: 'c' }), docs(false))).toEqual([
      { op: 'update', path: 'conversations/c', data: { unreadFor: [] } },
      { op: 'update', path: notice, data: { read: true } },
    ]);
    expect(run(planMarkRead({ uid: 'h1', conversationId: 'c' }), docs(true))).toEqual([
      { op: 'update', path: 'conversations/c', data: { unreadFor: [] } },
    ]);
    // the conversation already read, its notification not (written before this rule)
    expect(run(planMarkRead({ uid: 'h1', conversationId: 'c' }), docs(false, []))).toEqual([
      { op: 'update', path: notice, data: { read: true } },
    ]);
    // another reader's notification is not theirs to read
    expect(run(planMarkRead({ uid: 't1', conversationId: 'c' }), docs(false, ['t1']))).toEqual([
      { op: 'update', path: 'conversations/c', data: { unreadFor: [] } },
    ]);
  });
});

describe('receivedSince', () => {
  const msg = (id: string, senderId: string) => ({
    id,
    senderId,
    text: id,
    createdAt: new Date('2026-03-01T10:00:00Z'),
  });
  // newest first, as a conversation's pages come
  const items = [
    msg('m5', 'host'),
    msg('m4', 'me'),
    msg('m3', 'host'),
    msg('m2', 'host'),
    msg('m1', 'me'),
  ];

  it("gives the other participant's messages newer than the one known, newest first", () => {
    expect(receivedSince(items, 'm2', 'me').map((m) => m.id)).toEqual(['m5', 'm3']);
    expect(receivedSince(items, 'm3', 'me').map((m) => m.id)).toEqual(['m5']);
    expect(receivedSince(items, 'm1', 'host').map((m) => m.id)).toEqual(['m4']);
  });

  it("gives nothing when nothing is newer, or only one's own", () => {
    expect(receivedSince(items, 'm5', 'me')).toEqual([]);
    expect(receivedSince(items.slice(1), 'm3', 'me')).toEqual([]);
  });

  it('counts every message when the conversation had none, and none when the known one is gone', () => {
    expect(receivedSince(items, null, 'me').map((m) => m.id)).toEqual(['m5', 'm3', 'm2']);
    expect(receivedSince(items, 'm0', 'me')).toEqual([]);
    expect(receivedSince([], null, 'me')).toEqual([]);
  });
});

describe('messageExcerpt', () => {
  it('keeps a short message whole, trimmed', () => {
    expect(messageExcerpt('  Bonjour  ', 10)).toBe('Bonjour');
    expect(messageExcerpt('1234567890', 10)).toBe('1234567890');
  });

  it('cuts a long one at whole characters, emoji included, with an ellipsis', () => {
    expect(messageExcerpt('12345678901', 10)).toBe('1234567890…');
    expect(messageExcerpt('Salut 👋👋👋👋👋', 7)).toBe('Salut 👋…');
    expect(messageExcerpt('Bonjour à vous', 8)).toBe('Bonjour…');
  });
});

describe('conversationBooking: the booking a conversation shows', () => {
  const now = new Date('2026-12-04T12:00:00Z');
  const today = '2026-12-04';
  const pair = { listingId: 'lst', tenantId: 'ten' };
  const booking = (
    id: string,
    over: Partial<{
      status: 'pending_admin' | 'confirmed' | 'rejected' | 'cancelled';
      createdAt: string;
      startDate: string;
      endDate: string | null;
      listingId: string;
      tenantId: string;
    }> = {},
  ) => {
    const { createdAt = '2026-11-01T10:00:00Z', ...rest } = over;
    return {
      id,
      listingId: 'lst',
      tenantId: 'ten',
      status: 'confirmed' as const,
      startDate: '2026-12-30',
      endDate: '2027-01-02' as string | null,
      isIndefinite: false,
      ...rest,
      createdAt: new Date(createdAt),
    };
  };
  const shown = (list: ReturnType<typeof booking>[]) => conversationBooking(list, pair, now, today);

  it('prefers a booking still running to a later cancelled one', () => {
    const confirmed = booking('a', { createdAt: '2026-11-01T10:00:00Z' });
    const cancelled = booking('b', { status: 'cancelled', createdAt: '2026-12-01T10:00:00Z' });
    expect(shown([cancelled, confirmed])).toEqual({ booking: confirmed, status: 'confirmed' });
  });

  it('among those running, shows the one that starts first; a current one before a later one', () => {
    const later = booking('a', { startDate: '2027-02-01', endDate: '2027-02-03' });
    const current = booking('b', { startDate: '2026-12-01', endDate: '2026-12-04' });
    const open = booking('c', {
      status: 'pending_admin',
      createdAt: '2026-12-04T08:00:00Z',
      startDate: '2027-01-10',
      endDate: '2027-01-10',
    });
    expect(shown([later, open, current])!.booking.id).toBe('b');
    expect(shown([later, open])!).toEqual({ booking: open, status: 'pending_admin' });
    // the same start: the latest made
    const twin = booking('d', { startDate: '2027-02-01', createdAt: '2026-11-20T10:00:00Z' });
    expect(shown([later, twin])!.booking.id).toBe('d');
  });

  it('counts an indefinite rental as running, and a booking over or an expired request as not', () => {
    const indefinite = booking('a', { startDate: '2026-10-01', endDate: null });
    const over = booking('b', { startDate: '2026-11-01', endDate: '2026-12-03' });
    const expired = booking('c', {
      status: 'pending_admin',
      createdAt: '2026-12-02T10:00:00Z',
      startDate: '2026-12-20',
    });
    expect(shown([over, indefinite])!.booking.id).toBe('a');
    // none running: the latest made, with its status as every screen shows it
    expect(shown([over, expired])).toEqual({ booking: expired, status: 'expired' });
    expect(shown([over])).toEqual({ booking: over, status: 'confirmed' });
  });

  it("keeps to the conversation's listing and tenant, and gives nothing without a booking", () => {
    expect(
      shown([booking('a', { listingId: 'other' }), booking('b', { tenantId: 'x' })]),
    ).toBeNull();
    expect(shown([])).toBeNull();
  });
});
