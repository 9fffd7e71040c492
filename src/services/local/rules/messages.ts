/**
 * conversations/{cid}, conversations/{cid}/messages/{mid}, and the parts of
 * users/{uid}/notifications/{id} and mail/{id} that messages write (firestore.rules, section
 * "messages"; issue 14). Firestore ORs several matching blocks: the notifications section's own
 * rules (reading, marking read) sit beside these.
 */
import { MAIL_INTERVAL_MS, MESSAGE_MAX_LENGTH } from '@/domain/messages';
import type { Doc } from '../db';
import {
  type RuleEnv,
  type DocOperation,
  changedOnly,
  deepEqual,
  hasAll,
  hasOnly,
  hasRole,
  isRecord,
  me,
  requestTime,
  signedIn,
  tsMs,
} from './helpers';

export const CONVERSATION_KEYS = [
  'listingId',
  'tenantId',
  'hostId',
  'participants',
  'listingTitle',
  'listingPhoto',
  'tenantName',
  'hostName',
  'createdAt',
  'lastMessageAt',
  'lastMessage',
  'lastSenderId',
  'lastMessageId',
  'unreadFor',
  'mailedAt',
];
const SUMMARY_KEYS = [
  'lastMessageAt',
  'lastMessage',
  'lastSenderId',
  'lastMessageId',
  'unreadFor',
  'mailedAt',
];
const NOTIFICATION_KEYS = [
  'kind',
  'createdAt',
  'read',
  'listingId',
  'listingTitle',
  'conversationId',
  'senderName',
];

const uidOf = (env: RuleEnv) => env.auth?.uid ?? null;
const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
/** uid() in list */
const isIn = (env: RuleEnv, v: unknown) => signedIn(env) && listOf(v).includes(env.auth.uid);
/** otherOf(c) */
const otherOf = (env: RuleEnv, c: Doc) => (c.tenantId === uidOf(env) ? c.hostId : c.tenantId);
const convAfter = (env: RuleEnv, cid: unknown) =>
  typeof cid === 'string' ? env.getAfter(`conversations/${cid}`) : null;
/** map.get(key, null) */
const entry = (m: Doc, key: unknown) => (typeof key === 'string' && key in m ? m[key] : null);

/** summaryOk(cid, d) */
function summaryOk(env: RuleEnv, cid: string, d: Doc): boolean {
  const m =
    typeof d.lastMessageId === 'string'
      ? env.getAfter(`conversations/${cid}/messages/${d.lastMessageId}`)
      : null;
  return (
    m !== null &&
    d.lastSenderId === uidOf(env) &&
    d.lastMessageAt === requestTime(env) &&
    d.lastMessage === m.text &&
    deepEqual(d.unreadFor, [otherOf(env, d)]) &&
    env.getAfter(`users/${String(otherOf(env, d))}/notifications/message_${cid}`)?.createdAt ===
      requestTime(env)
  );
}

/** mailClockOk(before, d) */
function mailClockOk(env: RuleEnv, before: Doc, d: Doc): boolean {
  if (!isRecord(d.mailedAt)) return false;
  const other = otherOf(env, d);
  const was = entry(before, other);
  return (
    entry(d.mailedAt, uidOf(env)) === entry(before, uidOf(env)) &&
    (entry(d.mailedAt, other) === was ||
      (entry(d.mailedAt, other) === requestTime(env) &&
        (was === null || env.now.getTime() >= tsMs(was) + MAIL_INTERVAL_MS)))
  );
}

/** validConvCreate(cid, d) */
function validConvCreate(env: RuleEnv, cid: string, d: Doc): boolean {
  if (!signedIn(env) || !hasAll(d, CONVERSATION_KEYS) || !hasOnly(d, CONVERSATION_KEYS))
    return false; // (firestore.rules: reading a missing field is an error, which denies)
  const l = typeof d.listingId === 'string' ? env.get(`listings/${d.listingId}`) : null;
  if (!l || !isRecord(d.mailedAt)) return false;
  const photos = listOf(l.photos);
  return (
    cid === `${String(d.listingId)}_${env.auth.uid}` &&
    d.tenantId === env.auth.uid &&
    l.isApproved === true &&
    d.hostId === l.hostId &&
    deepEqual(d.participants, [env.auth.uid, d.hostId]) &&
    d.listingTitle === l.title &&
    d.hostName === l.hostName &&
    d.tenantName === me(env)?.fullName &&
    d.listingPhoto === (photos.length > 0 ? photos[0] : '') &&
    d.createdAt === requestTime(env) &&
    hasOnly(d.mailedAt, [String(d.hostId)]) &&
    mailClockOk(env, {}, d) &&
    summaryOk(env, cid, d)
  );
}

/** validHostConvCreate(cid, d) */
function validHostConvCreate(env: RuleEnv, cid: string, d: Doc): boolean {
  const keys = [...CONVERSATION_KEYS, 'bookingId'];
  if (!signedIn(env) || !hasAll(d, keys) || !hasOnly(d, keys)) return false;
  const l = typeof d.listingId === 'string' ? env.get(`listings/${d.listingId}`) : null;
  const b = typeof d.bookingId === 'string' ? env.get(`bookings/${d.bookingId}`) : null;
  if (!l || !b || !isRecord(d.mailedAt)) return false;
  const photos = listOf(l.photos);
  return (
    cid === `${String(d.listingId)}_${String(d.tenantId)}` &&
    l.hostId === env.auth.uid &&
    d.hostId === env.auth.uid &&
    b.listingId === d.listingId &&
    b.tenantId === d.tenantId &&
    deepEqual(d.participants, [d.tenantId, env.auth.uid]) &&
    d.listingTitle === l.title &&
    d.hostName === l.hostName &&
    d.tenantName === b.tenantName &&
    d.listingPhoto === (photos.length > 0 ? photos[0] : '') &&
    d.createdAt === requestTime(env) &&
    hasOnly(d.mailedAt, [String(d.tenantId)]) &&
    mailClockOk(env, {}, d) &&
    summaryOk(env, cid, d)
  );
}

/** The host of the conversation's listing (its id's first part), for a get of a missing one. */
function hostOfListing(env: RuleEnv, cid: string): boolean {
  return signedIn(env) && env.get(`listings/${cid.split('_')[0]}`)?.hostId === env.auth.uid;
}

export function conversationsRule(
  env: RuleEnv,
  op: DocOperation,
  cid: string,
  before: Doc | null,
  after: Doc | null,
): boolean {
  switch (op) {
    case 'get':
      if (before === null)
        return (
          (signedIn(env) && cid === `${cid.split('_')[0]}_${env.auth.uid}`) ||
          hostOfListing(env, cid)
        );
      return isIn(env, before.participants) || hostOfListing(env, cid);
    case 'list':
      return before !== null && (isIn(env, before.participants) || isIn(env, before.unreadFor));
    case 'create':
      return (
        after !== null &&
        ((hasRole(env, 'tenant') && validConvCreate(env, cid, after)) ||
          validHostConvCreate(env, cid, after))
      );
    case 'update': {
      if (before === null || after === null || !isIn(env, before.participants)) return false;
      const message =
        changedOnly(before, after, SUMMARY_KEYS) &&
        isRecord(after.mailedAt) &&
        hasOnly(after.mailedAt, listOf(before.participants).map(String)) &&
        isRecord(before.mailedAt) &&
        mailClockOk(env, before.mailedAt, after) &&
        summaryOk(env, cid, after);
      const readMark =
        changedOnly(before, after, ['unreadFor']) &&
        deepEqual(
          after.unreadFor,
          listOf(before.unreadFor).filter((u) => u !== uidOf(env)),
        );
      return message || readMark;
    }
    default:
      return false;
  }
}

export function messagesRule(
  env: RuleEnv,
  op: DocOperation,
  cid: string,
  mid: string,
  after: Doc | null,
): boolean {
  switch (op) {
    case 'get':
    case 'list':
      return isIn(env, env.get(`conversations/${cid}`)?.participants);
    case 'create':
      return (
        signedIn(env) &&
        after !== null &&
        hasOnly(after, ['senderId', 'text', 'createdAt']) &&
        after.senderId === env.auth.uid &&
        typeof after.text === 'string' && // (firestore.rules: size() of a number is an error)
        after.text.length <= MESSAGE_MAX_LENGTH &&
        after.text.trim().length > 0 &&
        convAfter(env, cid)?.lastMessageId === mid
      );
    default:
      return false;
  }
}

/** The 'message' notification a message sets for the other participant (create or update). */
export function messageNotificationsRule(
  env: RuleEnv,
  op: DocOperation,
  userId: string,
  notificationId: string,
  after: Doc | null,
): boolean {
  if ((op !== 'create' && op !== 'update') || after === null || !signedIn(env)) return false;
  const c = convAfter(env, after.conversationId);
  return (
    c !== null &&
    notificationId === `message_${String(after.conversationId)}` &&
    hasOnly(after, NOTIFICATION_KEYS) &&
    after.kind === 'message' &&
    after.read === false &&
    env.getAfter(
      `conversations/${String(after.conversationId)}/messages/${String(c.lastMessageId)}`,
    )?.createdAt === requestTime(env) &&
    userId === otherOf(env, c) &&
    after.listingId === c.listingId &&
    after.listingTitle === c.listingTitle &&
    // senderName, when there is one: the caller's name as the conversation shows it
    (!('senderName' in after) || after.senderName === senderNameIn(env, c))
  );
}

/** senderNameIn(): the caller's name as conversation `c` shows it. */
function senderNameIn(env: RuleEnv, c: Doc): unknown {
  return uidOf(env) === c.tenantId ? c.tenantName : c.hostName;
}

/** The e-mail of a message (template 'message'), created only. */
export function messageMailRule(
  env: RuleEnv,
  op: DocOperation,
  mailId: string,
  after: Doc | null,
): boolean {
  if (op !== 'create' || after === null || !signedIn(env)) return false;
  const template = isRecord(after.template) ? after.template : {};
  const data = isRecord(template.data) ? template.data : {};
  const c = convAfter(env, data.conversationId);
  if (c === null || !isRecord(c.mailedAt)) return false;
  const to = listOf(after.toUids);
  return (
    hasOnly(after, ['toUids', 'template', 'createdAt']) &&
    after.createdAt === requestTime(env) &&
    deepEqual(template, {
      name: 'message',
      data: {
        conversationId: data.conversationId,
        listingId: c.listingId,
        listingTitle: c.listingTitle,
      },
    }) &&
    deepEqual(to, [otherOf(env, c)]) &&
    entry(c.mailedAt, to[0]) === requestTime(env) &&
    mailId === `message_${String(data.conversationId)}_${String(to[0])}_${String(c.lastMessageId)}`
  );
}
