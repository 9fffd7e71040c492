/** The messages feature (issue 14): its public entry for pages. */
export { ContactHostLink } from './ContactHostLink';
export { ContactTenantLink } from './ContactTenantLink';
export { ConversationView } from './ConversationView';
export { HostInboxCard } from './HostInboxCard';
export { Inbox } from './Inbox';
