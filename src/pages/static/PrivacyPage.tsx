import { usePageMeta } from '@/hooks/usePageMeta';
import { privacyContent } from '@/i18n/fr/content/privacy';
import { StaticPage } from './StaticPage';

export default function PrivacyPage() {
  usePageMeta({ title: privacyContent.title, description: privacyContent.description });
  return <StaticPage content={privacyContent} />;
}
