/**
 * The host's availability calendar (issue 13): one listing's month, its bookings and blocked
 * days, and blocking / unblocking days. Lazy-loaded by the host dashboard.
 */
export { HostCalendarSection } from './HostCalendarSection';
