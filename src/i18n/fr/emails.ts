/**
 * The French e-mail templates of every notification kind (issue 14), one per Trigger Email
 * template: subject, text and HTML, Handlebars-compatible with only `{{…}}` substitutions of
 * ids and `{{baseUrl}}`. They live in ./emails.json so that the app (the admin's "E-mails"
 * tab) and scripts/load-email-templates.mjs (which writes them into the extension's templates
 * collection) read the very same text.
 */
import type { MailTemplate, MailTemplateText } from '@/domain/notifications';
import templates from './emails.json';

export const emailTemplates: Readonly<Record<MailTemplate, MailTemplateText>> = templates;

/** The extension's collections (extensions/firestore-send-email.env). */
export const MAIL_COLLECTION = 'mail';
export const TEMPLATES_COLLECTION = 'mailTemplates';
