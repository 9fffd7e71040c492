import { useEffect } from 'react';
import { common } from '@/i18n/fr/common';

export interface PageMeta {
  /** Page title without the site name; undefined keeps the site title alone. */
  title?: string;
  description?: string;
}

function setMeta(selector: string, attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(selector);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

/** Sets the French <title>, meta description and Open Graph tags of the current page. */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    const full = title ? `${title} | ${common.appName}` : `${common.appName} – ${common.tagline}`;
    document.title = full;
    const desc = description ?? common.tagline;
    setMeta('meta[name="description"]', 'name', 'description', desc);
    setMeta('meta[property="og:title"]', 'property', 'og:title', full);
    setMeta('meta[property="og:description"]', 'property', 'og:description', desc);
  }, [title, description]);
}
