import { Link } from 'react-router-dom';
import { usePageMeta } from '@/hooks/usePageMeta';
import { notFound } from '@/i18n/fr/common';
import { paths } from '@/config/paths';

export default function NotFoundPage() {
  usePageMeta({ title: notFound.title, description: notFound.body });
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center" data-fits-screen>
      <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{notFound.title}</h1>
      <p className="mt-3 text-slate-700">{notFound.body}</p>
      <Link
        to={paths.home()}
        className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {notFound.backHome}
      </Link>
    </div>
  );
}
