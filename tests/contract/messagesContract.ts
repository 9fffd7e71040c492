/**
 * The messages part of the backend contract (issue 14), on both backends: local in `npm test`
 * (local.test.ts), firebase on the emulators (firebase.emulator.test.ts). `peek` reads a
 * document with the rules disabled (mail and notifications are not the sender's to read).
 */
import { conversationIdOf } from '@/domain/messages';
import { ACCOUNTS, expectServiceError, type ContractEnv } from './backendContract';

export interface MessagesContractEnv extends ContractEnv {
  /** The document at `path`, read with the rules disabled; null when missing. */
  peek(path: string): Promise<Record<string, unknown> | null>;
}

/** An approved listing of hote@demo.ma nobody has written about in the seed. */
const LISTING = 'lst-casa-03';
const HOST = 'demo-host';
const TENANT2 = 'tenant-2';
/** Seeded: Yasmine (locataire@demo.ma) and Karim (hote@demo.ma), unread by the tenant. */
const SEEDED = 'lst-casa-01_demo-tenant';

export function describeMessagesContract(name: string, env: MessagesContractEnv) {
  describe(`backend contract, messages: ${name}`, () => {
    beforeEach(async () => {
      await env.reset();
    });

    it('a tenant opens a conversation from a listing; the host is told, in the app and by e-mail', async () => {
      const tenant = await env.client(ACCOUNTS.tenant2);
      const host = await env.client(ACCOUNTS.host);
      const unreadBefore = await host.messages.unreadCount();
      const id = await tenant.messages.startConversation(LISTING);
      expect(id).toBe(conversationIdOf(LISTING, TENANT2));
      expect(await tenant.messages.getConversation(id)).toBeNull();

      const mid = await tenant.messages.sendMessage(
        id,
        '  Le parking accepte-t-il un utilitaire ?  ',
      );
      const c = await tenant.messages.getConversation(id);
      expect(c).toMatchObject({
        listingId: LISTING,
        tenantId: TENANT2,
        hostId: HOST,
        tenantName: 'Omar Chraibi',
        lastMessage: 'Le parking accepte-t-il un utilitaire ?',
        lastSenderId: TENANT2,
        unreadFor: [HOST],
      });
      expect(await host.messages.unreadCount()).toBe(unreadBefore + 1);
      const inbox = await host.messages.listConversations();
      expect(inbox.items[0].id).toBe(id);
      const messages = await host.messages.listMessages(id);
      expect(messages.items.map((m) => [m.id, m.senderId, m.text])).toEqual([
        [mid, TENANT2, 'Le parking accepte-t-il un utilitaire ?'],
      ]);

      expect(await env.peek(`users/${HOST}/notifications/message_${id}`)).toMatchObject({
        kind: 'message',
        read: false,
        listingId: LISTING,
        conversationId: id,
        // named as the conversation names its tenant
        senderName: 'Omar Chraibi',
      });
      expect(await env.peek(`mail/message_${id}_${HOST}_${mid}`)).toMatchObject({
        toUids: [HOST],
        template: {
          name: 'message',
          data: {
            conversationId: id,
            listingId: LISTING,
            listingTitle: 'Salle de réunion premium à Casa Anfa',
          },
        },
      });
    });

    it('a host writes first to a tenant who booked their listing, naming the booking; the tenant answers there', async () => {
      const host = await env.client(ACCOUNTS.host);
      const tenant = await env.client(ACCOUNTS.tenant2);
      const id = conversationIdOf(LISTING, TENANT2);
      const unreadBefore = await tenant.messages.unreadCount();
      // the host of the listing may learn that it does not exist yet
      expect(await host.messages.getConversation(id)).toBeNull();
      // without a booking, or with another tenant's booking of the listing (bkg-16): nothing
      await expectServiceError(host.messages.sendMessage(id, 'Bonjour'), 'not-found');
      await expectServiceError(host.messages.sendMessage(id, 'Bonjour', 'bkg-16'), 'not-found');
      // a booking of another host's listing (bkg-02, lst-rabat-02 of host-2): not theirs to name
      await expectServiceError(
        host.messages.sendMessage('lst-rabat-02_demo-tenant', 'Bonjour', 'bkg-02'),
        'permission-denied',
      );
      expect(await env.peek(`conversations/${id}`)).toBeNull();

      // Omar's request bkg-07 of lst-casa-03
      const mid = await host.messages.sendMessage(id, '  Arriverez-vous avant 9 h ?  ', 'bkg-07');
      expect(await tenant.messages.getConversation(id)).toMatchObject({
        listingId: LISTING,
        tenantId: TENANT2,
        hostId: HOST,
        tenantName: 'Omar Chraibi',
        hostName: 'Karim El Amrani',
        lastMessage: 'Arriverez-vous avant 9 h ?',
        lastSenderId: HOST,
        unreadFor: [TENANT2],
      });
      expect(await env.peek(`conversations/${id}`)).toMatchObject({
        participants: [TENANT2, HOST],
        bookingId: 'bkg-07',
      });
      expect(await tenant.messages.unreadCount()).toBe(unreadBefore + 1);
      expect((await tenant.messages.listConversations()).items[0].id).toBe(id);
      expect(await env.peek(`users/${TENANT2}/notifications/message_${id}`)).toMatchObject({
        kind: 'message',
        read: false,
        listingId: LISTING,
        conversationId: id,
        senderName: 'Karim El Amrani',
      });
      expect(await env.peek(`mail/message_${id}_${TENANT2}_${mid}`)).toMatchObject({
        toUids: [TENANT2],
        template: { name: 'message', data: { conversationId: id, listingId: LISTING } },
      });

      // the same conversation the tenant would have opened: they answer in it
      expect(await tenant.messages.startConversation(LISTING)).toBe(id);
      const answer = await tenant.messages.sendMessage(id, 'Oui, vers 8 h 30.');
      const messages = await host.messages.listMessages(id);
      expect(messages.items.map((m) => [m.id, m.senderId])).toEqual([
        [answer, TENANT2],
        [mid, HOST],
      ]);
      // once it exists, a booking named again changes nothing
      await host.messages.sendMessage(id, 'Parfait, à demain.', 'bkg-07');
      expect(await env.peek(`conversations/${id}`)).toMatchObject({
        bookingId: 'bkg-07',
        lastSenderId: HOST,
      });
    });

    it('sends at most one e-mail an hour per conversation and recipient; the answer e-mails the tenant', async () => {
      const tenant = await env.client(ACCOUNTS.tenant2);
      const host = await env.client(ACCOUNTS.host);
      const id = conversationIdOf(LISTING, TENANT2);
      const first = await tenant.messages.sendMessage(id, 'Bonjour');
      const second = await tenant.messages.sendMessage(id, 'Encore une question');
      const third = await tenant.messages.sendMessage(id, 'Et une dernière');
      expect(await env.peek(`mail/message_${id}_${HOST}_${first}`)).not.toBeNull();
      expect(await env.peek(`mail/message_${id}_${HOST}_${second}`)).toBeNull();
      expect(await env.peek(`mail/message_${id}_${HOST}_${third}`)).toBeNull();
      // still one notification for the host, set again (unread) by the last message
      expect(await env.peek(`users/${HOST}/notifications/message_${id}`)).toMatchObject({
        read: false,
      });
      // reading the conversation reads its notification too, in the same write: the bell no
      // longer counts a message read in the conversation
      const unreadBefore = await host.notifications.countUnread(HOST);
      await host.messages.markRead(id);
      expect(await env.peek(`users/${HOST}/notifications/message_${id}`)).toMatchObject({
        read: true,
      });
      expect(await host.notifications.countUnread(HOST)).toBe(unreadBefore - 1);
      expect((await host.messages.getConversation(id))?.unreadFor).toEqual([]);
      const answer = await host.messages.sendMessage(id, 'Oui, sans problème.');
      expect(await env.peek(`mail/message_${id}_${TENANT2}_${answer}`)).toMatchObject({
        toUids: [TENANT2],
      });
      expect(await env.peek(`users/${TENANT2}/notifications/message_${id}`)).toMatchObject({
        kind: 'message',
        senderName: 'Karim El Amrani',
      });
    });

    it('marks read for the reader only, and counts unread conversations', async () => {
      const tenant = await env.client(ACCOUNTS.tenant);
      expect(await tenant.messages.unreadCount()).toBe(1);
      const inbox = await tenant.messages.listConversations();
      expect(inbox.items.find((c) => c.id === SEEDED)?.unreadFor).toEqual(['demo-tenant']);
      // the seed's notice of it names its sender, as a message's does
      expect(await env.peek(`users/demo-tenant/notifications/message_${SEEDED}`)).toMatchObject({
        read: false,
        senderName: 'Karim El Amrani',
      });
      await tenant.messages.markRead(SEEDED);
      expect(await tenant.messages.unreadCount()).toBe(0);
      expect((await tenant.messages.getConversation(SEEDED))?.unreadFor).toEqual([]);
      await tenant.messages.markRead(SEEDED); // nothing left to mark: no error
    });

    it('pages conversations and messages, newest first', async () => {
      const tenant = await env.client(ACCOUNTS.tenant);
      const p1 = await tenant.messages.listConversations(null, 1);
      expect(p1.items.map((c) => c.id)).toEqual([SEEDED]);
      expect(p1.nextCursor).not.toBeNull();
      const p2 = await tenant.messages.listConversations(p1.nextCursor, 1);
      expect(p2.items.map((c) => c.id)).toEqual(['lst-rabat-01_demo-tenant']);
      expect(p2.nextCursor).toBeNull();

      const m1 = await tenant.messages.listMessages(SEEDED, null, 2);
      expect(m1.items.map((m) => m.text)).toEqual([
        "Je vous confirme aussi que l'accès est possible dès 7 h.",
        'Bonjour Yasmine, oui : la place est couverte et fait 2,10 m de hauteur.',
      ]);
      const m2 = await tenant.messages.listMessages(SEEDED, m1.nextCursor, 2);
      expect(m2.items.map((m) => m.senderId)).toEqual(['demo-tenant']);
      expect(m2.nextCursor).toBeNull();
    });

    it('keeps a conversation to its two participants', async () => {
      const other = await env.client(ACCOUNTS.tenant2);
      await expectServiceError(other.messages.getConversation(SEEDED), 'permission-denied');
      await expectServiceError(other.messages.listMessages(SEEDED), 'permission-denied');
      await expectServiceError(other.messages.sendMessage(SEEDED, 'Bonjour'), 'permission-denied');
      expect((await other.messages.listConversations()).items).toEqual([]);
    });

    it("refuses what the rules refuse, with the contract's codes", async () => {
      const host = await env.client(ACCOUNTS.host);
      await expectServiceError(
        host.messages.startConversation('lst-casa-02'),
        'message/not-tenant',
      );
      await expectServiceError(host.messages.startConversation(LISTING), 'message/own-listing');
      const tenant = await env.client(ACCOUNTS.tenant2);
      await expectServiceError(tenant.messages.startConversation('lst-nope'), 'not-found');
      const id = conversationIdOf(LISTING, TENANT2);
      await expectServiceError(tenant.messages.sendMessage(id, '   '), 'invalid-argument');
      await expectServiceError(
        tenant.messages.sendMessage(id, 'x'.repeat(2001)),
        'invalid-argument',
      );
      await expectServiceError(
        tenant.messages.sendMessage(conversationIdOf(LISTING, 'demo-tenant'), 'Bonjour'),
        'permission-denied',
      );
    });
  });
}
