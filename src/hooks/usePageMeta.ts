import { createContext, useContext, useEffect } from 'react';
import { common } from '@/i18n/fr/common';

export interface PageMeta {
  /** Page title without the site name; undefined keeps the site title alone. */
  title?: string;
  description?: string;
}

/** What a page's <title>, description and Open Graph tags say. */
export interface ResolvedPageMeta {
  title: string;
  description: string;
}

export function resolvePageMeta({ title, description }: PageMeta): ResolvedPageMeta {
  return {
    title: title ? `${title} | ${common.appName}` : `${common.appName} – ${common.tagline}`,
    description: description ?? common.tagline,
  };
}

/**
 * Where a page's meta goes while it is rendered at build time (src/prerender/render.tsx), so the
 * served HTML carries the page's own title and description; effects do not run there. Null in
 * the app, where the effect below sets them.
 */
export const PageMetaSink = createContext<((meta: ResolvedPageMeta) => void) | null>(null);

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
  const sink = useContext(PageMetaSink);
  sink?.(resolvePageMeta({ title, description }));
  useEffect(() => {
    const meta = resolvePageMeta({ title, description });
    document.title = meta.title;
    setMeta('meta[name="description"]', 'name', 'description', meta.description);
    setMeta('meta[property="og:title"]', 'property', 'og:title', meta.title);
    setMeta('meta[property="og:description"]', 'property', 'og:description', meta.description);
  }, [title, description]);
}
