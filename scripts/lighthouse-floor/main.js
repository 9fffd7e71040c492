/**
 * The floor of `npm run lighthouse -- --floor` (scripts/lighthouse.mjs): React and nothing else
 * (no router, no app, no CSS, no data), rendering one seed photo the way a result card does
 * (fetchpriority high, srcset, sizes). Whatever the app adds can only come on top of what
 * Lighthouse measures here: docs/decisions.md "The floor of a client-rendered photo".
 */
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const photo = (w) => `/seed/office-16-${w}w.webp`;

createRoot(document.getElementById('root')).render(
  h(
    'main',
    null,
    h('h1', null, 'Rechercher un bureau'),
    h('img', {
      width: 600,
      height: 400,
      fetchPriority: 'high',
      alt: 'Bureau individuel calme à Gauthier',
      style: { width: 'calc(100vw - 3.5rem)', height: 'auto' },
      srcSet: `${photo(480)} 480w, ${photo(960)} 960w, ${photo(1600)} 1600w`,
      sizes: 'calc(100vw - 3.5rem)',
      src: photo(960),
    }),
  ),
);
