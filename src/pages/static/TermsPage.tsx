import { usePageMeta } from '@/hooks/usePageMeta';
import { termsContent } from '@/i18n/fr/content/terms';
import { StaticPage } from './StaticPage';

export default function TermsPage() {
  usePageMeta({ title: termsContent.title, description: termsContent.description });
  return <StaticPage content={termsContent} />;
}
