/** What the content pages share: the table of contents' title, the contact links, the date. */
import type { ExternalLink } from './types';

export const staticPageUi = {
  tocTitle: 'Sur cette page',
} as const;

const SUPPORT_EMAIL = 'support@maktabi.ma';
const PRIVACY_EMAIL = 'privacy@maktabi.ma';
const SUPPORT_PHONE = '+212 5 22 00 00 00';

export const supportEmailLink: ExternalLink = {
  href: `mailto:${SUPPORT_EMAIL}`,
  text: SUPPORT_EMAIL,
};
export const privacyEmailLink: ExternalLink = {
  href: `mailto:${PRIVACY_EMAIL}`,
  text: PRIVACY_EMAIL,
};
export const supportPhoneLink: ExternalLink = { href: 'tel:+212522000000', text: SUPPORT_PHONE };

export const lastUpdated = {
  label: 'Dernière mise à jour : 1er janvier 2025',
  dateTime: '2025-01-01',
};
