import { usePageMeta } from '@/hooks/usePageMeta';
import { supportContent } from '@/i18n/fr/content/support';
import { StaticPage } from './StaticPage';

export default function SupportPage() {
  usePageMeta({ title: supportContent.title, description: supportContent.description });
  return <StaticPage content={supportContent} />;
}
