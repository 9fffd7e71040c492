/** The notifications and messages services, one chunk fetched on first use (./lazyService.ts). */
export { createNotificationsService } from './notifications';
export { createMessagesService } from './messages';
