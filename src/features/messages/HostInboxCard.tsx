import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { messagesContact } from '@/i18n/fr/messagesContact';

const c = messagesContact;

/** The host dashboard's way to the inbox (the same inbox as the nav bar's "Messages"). */
export function HostInboxCard() {
  return (
    <section
      aria-labelledby="host-inbox-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="host-inbox-title" className="text-lg font-semibold text-slate-900">
        {c.hostInbox}
      </h2>
      <p className="mt-1 text-slate-600">{c.hostInboxBody}</p>
      <Link
        to={paths.messages()}
        className="mt-3 inline-flex rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {c.hostInboxLink}
      </Link>
    </section>
  );
}
