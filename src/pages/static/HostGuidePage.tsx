import { usePageMeta } from '@/hooks/usePageMeta';
import { hostGuideContent } from '@/i18n/fr/content/hostGuide';
import { StaticPage } from './StaticPage';

export default function HostGuidePage() {
  usePageMeta({ title: hostGuideContent.title, description: hostGuideContent.description });
  return <StaticPage content={hostGuideContent} />;
}
