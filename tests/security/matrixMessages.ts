/**
 * The permission matrix's cases for issue 14's messages (firestore.rules, section "messages";
 * src/services/local/rules/messages.ts): conversations, their messages, the 'message'
 * notification and the message e-mail. Spread into MATRIX by ./matrix.ts (messageCases() is
 * called there, once every export of ./matrix.ts exists). Each deny case is one change away
 * from an allowed twin.
 */
import {
  SERVER_TIME,
  UID,
  B,
  L,
  ago,
  bookingDoc,
  fullName,
  listingFacts,
  type Action,
  type Data,
  type MatrixCase,
  type Value,
  type Write,
} from './matrix';

const MIN = 60_000;
const HOUR = 60 * MIN;

/** Tenant A's conversation about listing A (set by messageCases: ./matrix.ts is loaded then). */
let CID = '';
const conv = (cid = CID) => `conversations/${cid}`;
const msg = (mid: string, cid = CID) => `conversations/${cid}/messages/${mid}`;
const notif = (uid: string, cid = CID) => `users/${uid}/notifications/message_${cid}`;
const mailOf = (to: string, mid = 'm-new', cid = CID) => `mail/message_${cid}_${to}_${mid}`;

const get = (path: string): Action => ({ kind: 'get', path });
const list = (collection: string, where?: [string, '==' | 'array-contains', Value]): Action => ({
  kind: 'list',
  collection,
  where: where ? [where] : [],
});
const write = (...writes: Write[]): Action => ({ kind: 'write', writes });
const set = (path: string, data: Data): Write => ({ type: 'set', path, data });
const update = (path: string, data: Data): Write => ({ type: 'update', path, data });
const del = (path: string): Write => ({ type: 'delete', path });

/** The conversation of tenant A about listing A, as stored (its first message two hours ago). */
function convDoc(extra: Data = {}): Data {
  return {
    listingId: L.a,
    tenantId: UID.tenantA,
    hostId: UID.hostA,
    participants: [UID.tenantA, UID.hostA],
    listingTitle: listingFacts(L.a).title,
    listingPhoto: '',
    tenantName: fullName(UID.tenantA),
    hostName: fullName(UID.hostA),
    createdAt: ago(2 * HOUR),
    lastMessageAt: ago(2 * HOUR),
    lastMessage: 'Bonjour',
    lastSenderId: UID.tenantA,
    lastMessageId: 'm1',
    unreadFor: [UID.hostA],
    mailedAt: { [UID.hostA]: ago(2 * HOUR) },
    ...extra,
  };
}

const EXISTING = (extra: Data = {}): Record<string, Data> => ({
  [conv()]: convDoc(extra),
  [msg('m1')]: { senderId: UID.tenantA, text: 'Bonjour', createdAt: ago(2 * HOUR) },
});

const notification = (extra: Data = {}, cid = CID): Data => ({
  kind: 'message',
  createdAt: SERVER_TIME,
  read: false,
  listingId: L.a,
  listingTitle: listingFacts(L.a).title,
  conversationId: cid,
  ...extra,
});

const mail = (to: string, extra: Data = {}, cid = CID): Data => ({
  toUids: [to],
  template: {
    name: 'message',
    data: { conversationId: cid, listingId: L.a, listingTitle: listingFacts(L.a).title },
  },
  createdAt: SERVER_TIME,
  ...extra,
});

interface Parts {
  conv?: Data;
  message?: Data;
  notification?: Data | null;
  mail?: Data | null;
  mailPath?: string;
  notificationPath?: string;
}

const TENANT_FIRST = 'Le parking accepte-t-il un utilitaire ?';
const HOST_FIRST = 'Votre demande est bien reçue. Arriverez-vous avant 9 h ?';

/**
 * The first message of `from` in the conversation of tenant A about listing A: conversation,
 * message, notification, e-mail. Host A's names the booking that lets them write first
 * (B.pending).
 */
function opening(from: string, p: Parts, cid: string): Write[] {
  const host = from === UID.hostA;
  const to = host ? UID.tenantA : UID.hostA;
  const text = host ? HOST_FIRST : TENANT_FIRST;
  const writes: Write[] = [
    set(conv(cid), {
      ...convDoc(),
      createdAt: SERVER_TIME,
      lastMessageAt: SERVER_TIME,
      lastMessage: text,
      lastSenderId: from,
      lastMessageId: 'm-new',
      unreadFor: [to],
      mailedAt: { [to]: SERVER_TIME },
      ...(host ? { bookingId: B.pending } : {}),
      ...p.conv,
    }),
    set(msg('m-new', cid), { senderId: from, text, createdAt: SERVER_TIME, ...p.message }),
  ];
  if (p.notification !== null)
    writes.push(set(p.notificationPath ?? notif(to, cid), notification(p.notification ?? {}, cid)));
  if (p.mail !== null)
    writes.push(set(p.mailPath ?? mailOf(to, 'm-new', cid), mail(to, p.mail ?? {}, cid)));
  return writes;
}

/** Tenant A's first message about listing A. */
const first = (p: Parts = {}, cid = CID) => opening(UID.tenantA, p, cid);
/** Host A's first message to tenant A, who booked listing A. */
const hostFirst = (p: Parts = {}, cid = CID) => opening(UID.hostA, p, cid);

/** A message of `from` in the existing conversation (the e-mail only when `mailed`). */
function reply(from: string, mailed: boolean, p: Parts = {}): Write[] {
  const to = from === UID.tenantA ? UID.hostA : UID.tenantA;
  const text = 'La place est couverte, 2,10 m de hauteur.';
  const writes: Write[] = [
    update(conv(), {
      lastMessageAt: SERVER_TIME,
      lastMessage: text,
      lastSenderId: from,
      lastMessageId: 'm-new',
      unreadFor: [to],
      mailedAt: mailed
        ? { [UID.hostA]: ago(2 * HOUR), [to]: SERVER_TIME }
        : { [UID.hostA]: ago(2 * HOUR) },
      ...p.conv,
    }),
    set(msg('m-new'), { senderId: from, text, createdAt: SERVER_TIME, ...p.message }),
  ];
  if (p.notification !== null)
    writes.push(set(p.notificationPath ?? notif(to), notification(p.notification)));
  if (mailed && p.mail !== null) writes.push(set(p.mailPath ?? mailOf(to), mail(to, p.mail)));
  return writes;
}

const LONG = 'x'.repeat(2000);
// The limit is counted as JavaScript counts a string's length, in UTF-16 units: so does the
// rules' `size()` (checked on the emulator), so an emoji counts 2 (docs/decisions.md "A message's
// 2,000 characters"). 1,001 emoji are 1,001 code points but 2,002 units: refused by both.
const EMOJI_LONG = '😀'.repeat(1000);

type CaseWithoutCollection = Omit<MatrixCase, 'collection'>;
const group = (collection: MatrixCase['collection'], cases: CaseWithoutCollection[]) =>
  cases.map((c): MatrixCase => ({ ...c, collection }));

/** The cases; a function so that ./matrix.ts (which this file imports) is fully loaded first. */
export function messageCases(listingA: (extra: Data) => Record<string, Data>): MatrixCase[] {
  const withPhoto = (photos: string[]) => listingA({ photos });
  const withApproval = (isApproved: Value) => listingA({ isApproved });
  CID = `${L.a}_${UID.tenantA}`;
  // One case per line: the matrix reads as a table.
  // prettier-ignore
  return [
    ...group('conversations', [
      { id: 'conversations-create-tenant', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'a tenant writes first about an approved listing: conversation, message, notification, e-mail', action: write(...first()), api: { run: ({ backend }) => backend.messages.sendMessage(CID, TENANT_FIRST) } },
      { id: 'conversations-create-photo', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'the conversation shows the listing\'s cover', setup: withPhoto(['/seed/office-01.svg', '/seed/office-02.svg']), action: write(...first({ conv: { listingPhoto: '/seed/office-01.svg' } })) },
      { id: 'conversations-create-photo-other', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the cover is the listing\'s first photo, nothing else', setup: withPhoto(['/seed/office-01.svg']), action: write(...first({ conv: { listingPhoto: '/seed/office-02.svg' } })) },
      { id: 'conversations-create-photo-none', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a listing without photo gives no cover', action: write(...first({ conv: { listingPhoto: '/seed/office-01.svg' } })) },
      { id: 'conversations-create-other-id', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a tenant cannot open a conversation under another tenant\'s id', action: write(...first({}, `${L.a}_${UID.tenantB}`)) },
      { id: 'conversations-create-as-other', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the tenant of a conversation is its author', action: write(...first({ conv: { tenantId: UID.tenantB, unreadFor: [UID.tenantB] }, notificationPath: notif(UID.tenantB), mail: null })) },
      { id: 'conversations-create-unapproved', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'only an approved listing can be contacted', action: write(...first({ conv: { listingId: L.aDraft, listingTitle: listingFacts(L.aDraft).title }, notification: { listingId: L.aDraft, listingTitle: listingFacts(L.aDraft).title }, mail: null }, `${L.aDraft}_${UID.tenantA}`)), api: { run: ({ backend }) => backend.messages.sendMessage(`${L.aDraft}_${UID.tenantA}`, 'Bonjour') } },
      { id: 'conversations-create-approval-unknown', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a listing approved for sure (isApproved true)', setup: withApproval(null), action: write(...first()) },
      { id: 'conversations-create-wrong-host', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the host is the listing\'s host', action: write(...first({ conv: { hostId: UID.hostB, participants: [UID.tenantA, UID.hostB], unreadFor: [UID.hostB], mailedAt: { [UID.hostB]: SERVER_TIME } }, notificationPath: notif(UID.hostB), mail: null })) },
      { id: 'conversations-create-third-participant', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'two participants: the tenant and the host', action: write(...first({ conv: { participants: [UID.tenantA, UID.hostA, UID.tenantB] } })) },
      { id: 'conversations-create-title', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the listing\'s own title', action: write(...first({ conv: { listingTitle: 'Autre titre' }, notification: { listingTitle: 'Autre titre' }, mail: { template: { name: 'message', data: { conversationId: CID, listingId: L.a, listingTitle: 'Autre titre' } } } })) },
      { id: 'conversations-create-host-name', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the host\'s own name', action: write(...first({ conv: { hostName: 'Support Maktabi' } })) },
      { id: 'conversations-create-tenant-name', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the tenant\'s own name', action: write(...first({ conv: { tenantName: 'Support Maktabi' } })) },
      { id: 'conversations-create-client-date', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'created now', action: write(...first({ conv: { createdAt: ago(MIN) } })) },
      { id: 'conversations-create-extra', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no other field', action: write(...first({ conv: { pinned: true } })) },
      { id: 'conversations-create-mailed-other', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the e-mail clock holds the participants only', action: write(...first({ conv: { mailedAt: { [UID.hostA]: SERVER_TIME, [UID.hostB]: SERVER_TIME } } })) },
      { id: 'conversations-create-mailed-past', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the e-mail clock moves to now or not at all', action: write(...first({ conv: { mailedAt: { [UID.hostA]: ago(5 * MIN) } }, mail: null })) },
      { id: 'conversations-create-sender', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the last message is the caller\'s', action: write(...first({ conv: { lastSenderId: UID.hostA } })) },
      { id: 'conversations-create-last-at', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the last message is of now', action: write(...first({ conv: { lastMessageAt: ago(MIN) } })) },
      { id: 'conversations-create-preview', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the preview is the message\'s text', action: write(...first({ conv: { lastMessage: 'Autre chose' } })) },
      { id: 'conversations-create-unread', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'the message is unread for the other participant', action: write(...first({ conv: { unreadFor: [] } })) },
      { id: 'conversations-create-host', operation: 'create', who: 'otherHost', expected: 'deny', description: 'a host answers, never opens a conversation', action: write(...first({ conv: { tenantId: UID.hostB, participants: [UID.hostB, UID.hostA], lastSenderId: UID.hostB, tenantName: fullName(UID.hostB) }, message: { senderId: UID.hostB }, mail: null }, `${L.a}_${UID.hostB}`)), api: { run: ({ backend }) => backend.messages.sendMessage(`${L.a}_${UID.hostB}`, 'Bonjour'), deniedWith: 'message/not-tenant' } },
      { id: 'conversations-create-own-listing', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a host never writes to themselves', action: write(...first({ conv: { tenantId: UID.hostA, participants: [UID.hostA, UID.hostA], lastSenderId: UID.hostA, tenantName: fullName(UID.hostA) }, message: { senderId: UID.hostA }, mail: null }, `${L.a}_${UID.hostA}`)), api: { run: ({ backend }) => backend.messages.sendMessage(`${L.a}_${UID.hostA}`, 'Bonjour'), deniedWith: 'message/own-listing' } },
      // a host writes first to a tenant who booked their listing (docs/decisions.md "A host writes first")
      { id: 'conversations-host-first', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'a host writes first to a tenant who booked their listing, naming the booking', action: write(...hostFirst()), api: { run: ({ backend }) => backend.messages.sendMessage(CID, HOST_FIRST, B.pending) } },
      { id: 'conversations-host-first-photo', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'with the listing\'s cover', setup: withPhoto(['/seed/office-01.svg', '/seed/office-02.svg']), action: write(...hostFirst({ conv: { listingPhoto: '/seed/office-01.svg' } })) },
      { id: 'conversations-host-first-photo-other', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'the cover is the listing\'s first photo', setup: withPhoto(['/seed/office-01.svg']), action: write(...hostFirst({ conv: { listingPhoto: '/seed/office-02.svg' } })) },
      { id: 'conversations-host-first-other-tenant', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'the booking named is the tenant\'s', action: write(...hostFirst({ conv: { bookingId: B.monthly, tenantName: fullName(UID.tenantB) } })), api: { run: ({ backend }) => backend.messages.sendMessage(CID, HOST_FIRST, B.monthly), deniedWith: 'not-found' } },
      { id: 'conversations-host-first-other-listing', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'the booking named is of this listing', setup: { 'bookings/bkg-a-on-b': bookingDoc({ tenant: UID.tenantA, listing: L.b, start: 50, end: 50, createdAt: ago(HOUR) }) }, action: write(...hostFirst({ conv: { bookingId: 'bkg-a-on-b' } })) },
      { id: 'conversations-host-first-no-booking', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a host writes first only about a booking', action: write(...hostFirst({ conv: { bookingId: 'bkg-none' } })), api: { run: ({ backend }) => backend.messages.sendMessage(`${L.a}_${UID.tenantB}`, HOST_FIRST), deniedWith: 'not-found' } },
      { id: 'conversations-host-first-not-host', operation: 'create', who: 'otherHost', expected: 'deny', description: 'only the listing\'s host', action: write(...hostFirst({ conv: { hostId: UID.hostB, participants: [UID.tenantA, UID.hostB], lastSenderId: UID.hostB }, message: { senderId: UID.hostB } })), api: { run: ({ backend }) => backend.messages.sendMessage(CID, HOST_FIRST, B.pending) } },
      { id: 'conversations-host-first-host-id', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'the host of the conversation is its author', action: write(...hostFirst({ conv: { hostId: UID.hostB } })) },
      { id: 'conversations-host-first-id', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'under the id the tenant would use', action: write(...hostFirst({}, `${L.a}_${UID.tenantB}`)) },
      { id: 'conversations-host-first-participants', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'two participants, the tenant first', action: write(...hostFirst({ conv: { participants: [UID.hostA, UID.tenantA] } })) },
      { id: 'conversations-host-first-tenant-name', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'the tenant\'s name as the booking gives it', action: write(...hostFirst({ conv: { tenantName: 'Support Maktabi' } })) },
      { id: 'conversations-host-first-host-name', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'the host\'s own name', action: write(...hostFirst({ conv: { hostName: 'Support Maktabi' } })) },
      { id: 'conversations-host-first-title', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'the listing\'s own title', action: write(...hostFirst({ conv: { listingTitle: 'Autre titre' }, notification: { listingTitle: 'Autre titre' }, mail: { template: { name: 'message', data: { conversationId: CID, listingId: L.a, listingTitle: 'Autre titre' } } } })) },
      { id: 'conversations-host-first-client-date', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'created now', action: write(...hostFirst({ conv: { createdAt: ago(MIN) } })) },
      { id: 'conversations-host-first-extra', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'no other field', action: write(...hostFirst({ conv: { pinned: true } })) },
      { id: 'conversations-host-first-mailed-other', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'the e-mail clock holds the tenant only', action: write(...hostFirst({ conv: { mailedAt: { [UID.tenantA]: SERVER_TIME, [UID.hostB]: SERVER_TIME } } })) },
      { id: 'conversations-host-first-mailed-past', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'the e-mail clock moves to now or not at all', action: write(...hostFirst({ conv: { mailedAt: { [UID.tenantA]: ago(5 * MIN) } }, mail: null })) },
      { id: 'conversations-host-first-unread', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'the message is unread for the tenant', action: write(...hostFirst({ conv: { unreadFor: [] } })) },
      { id: 'conversations-host-first-tenant', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a tenant opens theirs without naming a booking', action: write(...first({ conv: { bookingId: B.pending } })) },
      { id: 'conversations-get-host-missing', operation: 'get', who: 'hostOwner', expected: 'allow', description: 'the host of a listing learns that a conversation about it does not exist yet', action: get(conv(`${L.a}_${UID.tenantB}`)), api: { run: ({ backend }) => backend.messages.getConversation(`${L.a}_${UID.tenantB}`) } },
      { id: 'conversations-get-other-host-missing', operation: 'get', who: 'otherHost', expected: 'deny', description: 'not the host of another listing', action: get(conv(`${L.a}_${UID.tenantB}`)), api: { run: ({ backend }) => backend.messages.getConversation(`${L.a}_${UID.tenantB}`) } },
      { id: 'conversations-get-visitor-missing', operation: 'get', who: 'visitor', expected: 'deny', description: 'nor a visitor', action: get(conv(`${L.a}_${UID.tenantB}`)) },
      { id: 'conversations-get-tenant', operation: 'get', who: 'tenantOwner', expected: 'allow', description: 'the tenant reads their conversation', setup: EXISTING(), action: get(conv()), api: { run: ({ backend }) => backend.messages.getConversation(CID) } },
      { id: 'conversations-get-host', operation: 'get', who: 'hostOwner', expected: 'allow', description: 'the host reads it', setup: EXISTING(), action: get(conv()) },
      { id: 'conversations-get-other-tenant', operation: 'get', who: 'otherTenant', expected: 'deny', description: 'nobody else reads it', setup: EXISTING(), action: get(conv()), api: { run: ({ backend }) => backend.messages.getConversation(CID) } },
      { id: 'conversations-get-other-host', operation: 'get', who: 'otherHost', expected: 'deny', description: 'nor another host', setup: EXISTING(), action: get(conv()) },
      { id: 'conversations-get-admin', operation: 'get', who: 'admin', expected: 'deny', description: 'the admin is not a participant', setup: EXISTING(), action: get(conv()) },
      { id: 'conversations-get-visitor', operation: 'get', who: 'visitor', expected: 'deny', description: 'nor a visitor', setup: EXISTING(), action: get(conv()) },
      { id: 'conversations-get-own-missing', operation: 'get', who: 'otherTenant', expected: 'allow', description: 'a tenant learns that their own conversation does not exist yet', action: get(conv(`${L.a}_${UID.tenantB}`)), api: { run: ({ backend }) => backend.messages.getConversation(`${L.a}_${UID.tenantB}`) } },
      { id: 'conversations-get-others-missing', operation: 'get', who: 'otherTenant', expected: 'deny', description: 'not whether another tenant\'s exists', action: get(conv()) },
      { id: 'conversations-get-own-id-not-in', operation: 'get', who: 'otherTenant', expected: 'deny', description: 'an id ending with one\'s uid gives no access to an existing conversation', setup: { [conv(`${L.a}_${UID.tenantB}`)]: convDoc() }, action: get(conv(`${L.a}_${UID.tenantB}`)) },
      { id: 'conversations-list-tenant', operation: 'list', who: 'tenantOwner', expected: 'allow', description: 'the inbox: conversations one is in', setup: EXISTING(), action: list('conversations', ['participants', 'array-contains', UID.tenantA]), api: { run: ({ backend }) => backend.messages.listConversations() } },
      { id: 'conversations-list-others', operation: 'list', who: 'otherTenant', expected: 'deny', description: 'nobody lists another user\'s conversations', setup: EXISTING(), action: list('conversations', ['participants', 'array-contains', UID.tenantA]) },
      { id: 'conversations-list-all', operation: 'list', who: 'otherTenant', expected: 'deny', description: 'nor all of them', setup: EXISTING(), action: list('conversations') },
      { id: 'conversations-list-unread', operation: 'list', who: 'hostOwner', expected: 'allow', description: 'the unread count: conversations unread for oneself', setup: EXISTING(), action: list('conversations', ['unreadFor', 'array-contains', UID.hostA]), api: { run: ({ backend }) => backend.messages.unreadCount() } },
      { id: 'conversations-list-unread-others', operation: 'list', who: 'otherHost', expected: 'deny', description: 'not those unread for someone else', setup: EXISTING(), action: list('conversations', ['unreadFor', 'array-contains', UID.hostA]) },
      { id: 'conversations-reply-host', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'the host answers: summary, message, notification and the tenant\'s first e-mail', setup: EXISTING(), action: write(...reply(UID.hostA, true)), api: { run: ({ backend }) => backend.messages.sendMessage(CID, 'La place est couverte.') } },
      { id: 'conversations-again-no-mail', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'within the hour: the message, no e-mail', setup: EXISTING({ mailedAt: { [UID.hostA]: ago(30 * MIN) } }), action: write(...reply(UID.tenantA, false, { conv: { mailedAt: { [UID.hostA]: ago(30 * MIN) } } })), api: { run: ({ backend }) => backend.messages.sendMessage(CID, 'Et le week-end ?') } },
      { id: 'conversations-again-mail-early', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'at most one e-mail an hour per conversation and recipient', setup: EXISTING({ mailedAt: { [UID.hostA]: ago(30 * MIN) } }), action: write(...reply(UID.tenantA, true)) },
      { id: 'conversations-again-mail-hour', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'an hour later, a new e-mail', setup: EXISTING({ mailedAt: { [UID.hostA]: ago(61 * MIN) } }), action: write(...reply(UID.tenantA, true)) },
      { id: 'conversations-reply-own-clock', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'the sender\'s own e-mail clock never moves', setup: EXISTING(), action: write(...reply(UID.hostA, true, { conv: { mailedAt: { [UID.hostA]: SERVER_TIME, [UID.tenantA]: SERVER_TIME } } })) },
      { id: 'conversations-reply-clock-stranger', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'the e-mail clock holds the participants only', setup: EXISTING(), action: write(...reply(UID.hostA, false, { conv: { mailedAt: { [UID.hostA]: ago(2 * HOUR), [UID.hostB]: ago(HOUR) } } })) },
      { id: 'conversations-reply-stranger', operation: 'update', who: 'otherTenant', expected: 'deny', description: 'a stranger writes nothing in it', setup: EXISTING(), action: write(update(conv(), { lastMessageAt: SERVER_TIME, lastMessage: 'Spam', lastSenderId: UID.tenantB, lastMessageId: 'm-new', unreadFor: [UID.tenantA] }), set(msg('m-new'), { senderId: UID.tenantB, text: 'Spam', createdAt: SERVER_TIME }), set(notif(UID.tenantA), notification())), api: { run: ({ backend }) => backend.messages.sendMessage(CID, 'Spam') } },
      { id: 'conversations-reply-other-field', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a message changes the summary only', setup: EXISTING(), action: write(...reply(UID.hostA, false, { conv: { listingTitle: 'Autre titre' }, notification: { listingTitle: 'Autre titre' } })) },
      { id: 'conversations-reply-no-notification', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a message notifies the other participant in the same write', setup: EXISTING(), action: write(...reply(UID.hostA, false, { notification: null })) },
      { id: 'conversations-reply-old-message', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'the summary is of a message written now', setup: EXISTING(), action: write(update(conv(), { lastMessageAt: SERVER_TIME, lastSenderId: UID.hostA, lastMessageId: 'm1', unreadFor: [UID.tenantA] })) },
      { id: 'conversations-read-mark', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'the reader marks it read', setup: EXISTING(), action: write(update(conv(), { unreadFor: [] })), api: { run: ({ backend }) => backend.messages.markRead(CID) } },
      { id: 'conversations-read-mark-notice', operation: 'update', who: 'hostOwner', expected: 'allow', description: 'the reader marks it read, and its bell notification with it', setup: { ...EXISTING(), [notif(UID.hostA)]: notification({ createdAt: ago(HOUR) }) }, action: write(update(conv(), { unreadFor: [] }), update(notif(UID.hostA), { read: true })), api: { run: ({ backend }) => backend.messages.markRead(CID) } },
      { id: 'conversations-read-mark-others', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'only one\'s own read mark', setup: EXISTING(), action: write(update(conv(), { unreadFor: [] })) },
      { id: 'conversations-read-mark-stranger', operation: 'update', who: 'otherHost', expected: 'deny', description: 'a stranger touches no mark', setup: EXISTING(), action: write(update(conv(), { unreadFor: [UID.hostA] })) },
      { id: 'conversations-read-mark-more', operation: 'update', who: 'hostOwner', expected: 'deny', description: 'a read mark changes nothing else', setup: EXISTING(), action: write(update(conv(), { unreadFor: [], lastMessage: 'Effacé' })) },
      { id: 'conversations-delete', operation: 'delete', who: 'tenantOwner', expected: 'deny', description: 'a conversation is never deleted', setup: EXISTING(), action: write(del(conv())) },
    ]),
    ...group('messages', [
      { id: 'messages-list-participant', operation: 'list', who: 'hostOwner', expected: 'allow', description: 'a participant reads the messages', setup: EXISTING(), action: list(`conversations/${CID}/messages`), api: { run: ({ backend }) => backend.messages.listMessages(CID) } },
      { id: 'messages-get-participant', operation: 'get', who: 'tenantOwner', expected: 'allow', description: 'and each of them', setup: EXISTING(), action: get(msg('m1')) },
      { id: 'messages-list-stranger', operation: 'list', who: 'otherTenant', expected: 'deny', description: 'nobody else', setup: EXISTING(), action: list(`conversations/${CID}/messages`), api: { run: ({ backend }) => backend.messages.listMessages(CID) } },
      { id: 'messages-get-admin', operation: 'get', who: 'admin', expected: 'deny', description: 'not even the admin', setup: EXISTING(), action: get(msg('m1')) },
      { id: 'messages-create-alone', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a message comes with its conversation\'s summary', setup: EXISTING(), action: write(set(msg('m-new'), { senderId: UID.tenantA, text: 'Seul', createdAt: SERVER_TIME })) },
      { id: 'messages-create-2000', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'a message of 2,000 characters', setup: EXISTING(), action: write(...reply(UID.hostA, false, { conv: { lastMessage: LONG }, message: { text: LONG } })) },
      { id: 'messages-create-2001', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'at most 2,000 characters', setup: EXISTING(), action: write(...reply(UID.hostA, false, { conv: { lastMessage: `${LONG}x` }, message: { text: `${LONG}x` } })), api: { run: ({ backend }) => backend.messages.sendMessage(CID, `${LONG}x`), deniedWith: 'invalid-argument' } },
      { id: 'messages-create-1000-emoji', operation: 'create', who: 'hostOwner', expected: 'allow', description: '1,000 emoji are 2,000 UTF-16 units, the limit', setup: EXISTING(), action: write(...reply(UID.hostA, false, { conv: { lastMessage: EMOJI_LONG }, message: { text: EMOJI_LONG } })) },
      { id: 'messages-create-1001-emoji', operation: 'create', who: 'hostOwner', expected: 'deny', description: '1,001 emoji are 2,002 UTF-16 units, over the limit', setup: EXISTING(), action: write(...reply(UID.hostA, false, { conv: { lastMessage: `${EMOJI_LONG}😀` }, message: { text: `${EMOJI_LONG}😀` } })), api: { run: ({ backend }) => backend.messages.sendMessage(CID, `${EMOJI_LONG}😀`), deniedWith: 'invalid-argument' } },
      { id: 'messages-create-blank', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'not only spaces', setup: EXISTING(), action: write(...reply(UID.hostA, false, { conv: { lastMessage: '   ' }, message: { text: '   ' } })) },
      { id: 'messages-create-not-text', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'a text', setup: EXISTING(), action: write(...reply(UID.hostA, false, { conv: { lastMessage: 12 }, message: { text: 12 } })) },
      { id: 'messages-create-as-other', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'as oneself only', setup: EXISTING(), action: write(...reply(UID.hostA, false, { message: { senderId: UID.tenantA } })) },
      { id: 'messages-create-extra', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'no other field', setup: EXISTING(), action: write(...reply(UID.hostA, false, { message: { html: '<b>x</b>' } })) },
      { id: 'messages-create-old-date', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'stamped now', setup: EXISTING(), action: write(...reply(UID.hostA, false, { message: { createdAt: ago(MIN) } })) },
      { id: 'messages-update', operation: 'update', who: 'tenantOwner', expected: 'deny', description: 'never edited', setup: EXISTING(), action: write(update(msg('m1'), { text: 'Modifié' })) },
      { id: 'messages-delete', operation: 'delete', who: 'tenantOwner', expected: 'deny', description: 'never deleted', setup: EXISTING(), action: write(del(msg('m1'))) },
    ]),
    ...group('notifications', [
      { id: 'notifications-message-alone', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a message notification comes with a message', setup: EXISTING(), action: write(set(notif(UID.hostA), notification())) },
      { id: 'notifications-message-self', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'for the other participant only', setup: EXISTING(), action: write(...reply(UID.tenantA, false), set(notif(UID.tenantA), notification())) },
      { id: 'notifications-message-id', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'one per conversation: message_{conversationId}', setup: EXISTING(), action: write(...reply(UID.tenantA, false), set(`users/${UID.hostA}/notifications/message_autre`, notification())) },
      { id: 'notifications-message-kind', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'of kind message', setup: EXISTING(), action: write(...reply(UID.tenantA, false, { notification: { kind: 'booking-confirmed' } })) },
      { id: 'notifications-message-read', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'unread', setup: EXISTING(), action: write(...reply(UID.tenantA, false, { notification: { read: true } })) },
      { id: 'notifications-message-read-null', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'read is false, not missing', setup: EXISTING(), action: write(...reply(UID.tenantA, false, { notification: { read: null } })) },
      { id: 'notifications-message-visitor', operation: 'create', who: 'visitor', expected: 'deny', description: 'a visitor notifies nobody', setup: EXISTING(), action: write(set(notif(UID.hostA), notification())) },
      { id: 'notifications-message-date', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'stamped now', setup: EXISTING(), action: write(...reply(UID.tenantA, false, { notification: { createdAt: ago(MIN) } })) },
      { id: 'notifications-message-listing', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'about the conversation\'s listing', setup: EXISTING(), action: write(...reply(UID.tenantA, false, { notification: { listingId: L.b } })) },
      { id: 'notifications-message-title', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'under its title', setup: EXISTING(), action: write(...reply(UID.tenantA, false, { notification: { listingTitle: 'Offre spéciale' } })) },
      { id: 'notifications-message-sender', operation: 'create', who: 'tenantOwner', expected: 'allow', description: 'it names its sender as the conversation does', setup: EXISTING(), action: write(...reply(UID.tenantA, false, { notification: { senderName: fullName(UID.tenantA) } })) },
      { id: 'notifications-message-sender-host', operation: 'create', who: 'hostOwner', expected: 'allow', description: 'the host replying is named as the host', setup: EXISTING(), action: write(...reply(UID.hostA, false, { notification: { senderName: fullName(UID.hostA) } })) },
      { id: 'notifications-message-sender-other', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'not under the other participant\'s name', setup: EXISTING(), action: write(...reply(UID.tenantA, false, { notification: { senderName: fullName(UID.hostA) } })) },
      { id: 'notifications-message-sender-invented', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'nor under a name of its choosing', setup: EXISTING(), action: write(...reply(UID.tenantA, false, { notification: { senderName: 'Service client Maktabi' } })) },
      { id: 'notifications-message-sender-null', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'a name, or none at all', setup: EXISTING(), action: write(...reply(UID.tenantA, false, { notification: { senderName: null } })) },
      { id: 'notifications-message-extra', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'no other field', setup: EXISTING(), action: write(...reply(UID.tenantA, false, { notification: { body: 'Cliquez ici' } })) },
      { id: 'notifications-message-again', operation: 'update', who: 'tenantOwner', expected: 'allow', description: 'set again (unread) by the next message', setup: { ...EXISTING({ mailedAt: { [UID.hostA]: ago(30 * MIN) } }), [notif(UID.hostA)]: { ...notification({ createdAt: ago(2 * HOUR) }), read: true } }, action: write(...reply(UID.tenantA, false, { conv: { mailedAt: { [UID.hostA]: ago(30 * MIN) } } })) },
    ]),
    ...group('mail', [
      { id: 'mail-message-alone', operation: 'create', who: 'tenantOwner', expected: 'deny', description: 'an e-mail comes with a message that moves the clock', setup: EXISTING(), action: write(set(mailOf(UID.hostA, 'm1'), mail(UID.hostA))) },
      { id: 'mail-message-to-other', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'to the other participant only', setup: EXISTING(), action: write(...reply(UID.hostA, true, { mail: { toUids: [UID.tenantB] } })) },
      { id: 'mail-message-two', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'to exactly one recipient', setup: EXISTING(), action: write(...reply(UID.hostA, true, { mail: { toUids: [UID.tenantA, UID.tenantB] } })) },
      { id: 'mail-message-template', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'the message template', setup: EXISTING(), action: write(...reply(UID.hostA, true, { mail: { template: { name: 'booking-confirmed', data: { conversationId: CID, listingId: L.a, listingTitle: listingFacts(L.a).title } } } })) },
      { id: 'mail-message-data', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'ids only, no free text', setup: EXISTING(), action: write(...reply(UID.hostA, true, { mail: { template: { name: 'message', data: { conversationId: CID, listingId: L.a, listingTitle: listingFacts(L.a).title, text: 'Appelez-moi' } } } })) },
      { id: 'mail-message-listing', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'the conversation\'s listing', setup: EXISTING(), action: write(...reply(UID.hostA, true, { mail: { template: { name: 'message', data: { conversationId: CID, listingId: L.b, listingTitle: listingFacts(L.a).title } } } })) },
      { id: 'mail-message-title', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'the conversation\'s listing title', setup: EXISTING(), action: write(...reply(UID.hostA, true, { mail: { template: { name: 'message', data: { conversationId: CID, listingId: L.a, listingTitle: 'Appelez le 06 00 00 00 00' } } } })) },
      { id: 'mail-message-body', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'no free-form message', setup: EXISTING(), action: write(...reply(UID.hostA, true, { mail: { message: { subject: 'Hi', html: '<a>x</a>' } } })) },
      { id: 'mail-message-date', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'stamped now', setup: EXISTING(), action: write(...reply(UID.hostA, true, { mail: { createdAt: ago(MIN) } })) },
      { id: 'mail-message-id', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'its id names the conversation, recipient and message', setup: EXISTING(), action: write(...reply(UID.hostA, true, { mailPath: mailOf(UID.tenantA, 'm-autre') })) },
      { id: 'mail-message-no-clock', operation: 'create', who: 'hostOwner', expected: 'deny', description: 'only in a write that moves the recipient\'s e-mail clock', setup: EXISTING(), action: write(...reply(UID.hostA, false), set(mailOf(UID.tenantA), mail(UID.tenantA))) },
    ]),
  ];
}
