/** What other parts of the app may use of notifications (issue 14). */
export { NotificationBell } from './NotificationBell';
