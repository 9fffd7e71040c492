import { usePageMeta } from '@/hooks/usePageMeta';
import { helpContent } from '@/i18n/fr/content/help';
import { StaticPage } from './StaticPage';

export default function HelpPage() {
  usePageMeta({ title: helpContent.title, description: helpContent.description });
  return <StaticPage content={helpContent} />;
}
