import { usePageMeta } from '@/hooks/usePageMeta';
import { hostResourcesContent } from '@/i18n/fr/content/hostResources';
import { StaticPage } from './StaticPage';

export default function HostResourcesPage() {
  usePageMeta({ title: hostResourcesContent.title, description: hostResourcesContent.description });
  return <StaticPage content={hostResourcesContent} />;
}
