import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSignedInLink } from '@/hooks/useSignedInLink';
import { staticPageUi } from '@/i18n/fr/content/common';
import type {
  ContentBlock,
  Definition,
  FaqItem,
  Inline,
  RichText,
  StaticPageContent,
  StaticSection,
  Step,
} from '@/i18n/fr/content/types';

/** Shared presentational layout of the public content pages (/help, /terms, …). */

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const linkClass = `rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 ${focusRing}`;

/**
 * A link of the text to a page of the app; one to create a host account takes a signed-in host
 * to their dashboard instead (src/hooks/useSignedInLink.ts).
 */
function InternalLink({ to, text }: { to: string; text: string }) {
  const linkFor = useSignedInLink();
  return (
    <Link to={linkFor(to)} className={linkClass}>
      {text}
    </Link>
  );
}

function InlineNode({ node }: { node: Inline }): ReactNode {
  if (typeof node === 'string') return node;
  if ('strong' in node)
    return <strong className="font-semibold text-slate-900">{node.strong}</strong>;
  if ('to' in node) return <InternalLink to={node.to} text={node.text} />;
  return (
    <a href={node.href} className={linkClass}>
      {node.text}
    </a>
  );
}

function Rich({ text }: { text: RichText }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((node, i) => (
        <InlineNode key={i} node={node} />
      ))}
    </>
  );
}

function Paragraphs({ texts }: { texts: readonly RichText[] }) {
  return (
    <>
      {texts.map((text, i) => (
        <p key={i} className="leading-7 text-slate-700">
          <Rich text={text} />
        </p>
      ))}
    </>
  );
}

function List({ items, ordered }: { items: readonly RichText[]; ordered?: boolean }) {
  const className = `space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-700 ${
    ordered ? 'list-decimal' : 'list-disc'
  }`;
  const children = items.map((item, i) => (
    <li key={i} className="pl-1">
      <Rich text={item} />
    </li>
  ));
  return ordered ? (
    <ol className={className}>{children}</ol>
  ) : (
    <ul className={className}>{children}</ul>
  );
}

function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item, i) => (
        <details key={i} className="group">
          <summary
            className={`flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden ${focusRing}`}
          >
            <span>{item.q}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              fill="currentColor"
              className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
            >
              <path
                fillRule="evenodd"
                d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
                clipRule="evenodd"
              />
            </svg>
          </summary>
          <div className="space-y-3 px-5 pb-5">
            <Paragraphs texts={item.a} />
            {item.list && <List items={item.list} ordered={item.ordered} />}
          </div>
        </details>
      ))}
    </div>
  );
}

function Steps({ items }: { items: readonly Step[] }) {
  return (
    // role="list" keeps list semantics in Safari despite list-none.
    <ol role="list" className="space-y-6">
      {items.map((step, i) => (
        <li key={i} className="relative pl-12">
          <span
            aria-hidden="true"
            className="absolute left-0 top-0 flex h-8 w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
          >
            {i + 1}
          </span>
          <h3 className="pt-1 text-lg font-semibold text-slate-900">{step.title}</h3>
          <div className="mt-2 space-y-3">
            <Paragraphs texts={step.body} />
            {step.list && <List items={step.list} />}
          </div>
        </li>
      ))}
    </ol>
  );
}

function Definitions({ items }: { items: readonly Definition[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {items.map((item, i) => (
        <div key={i} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <dt className="font-semibold text-slate-900">{item.term}</dt>
          <dd className="mt-1 space-y-1">
            <Paragraphs texts={item.details} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Block({
  block,
  sectionId,
  index,
}: {
  block: ContentBlock;
  sectionId: string;
  index: number;
}) {
  switch (block.type) {
    case 'paragraph':
      return <Paragraphs texts={[block.text]} />;
    case 'heading':
      return <h3 className="pt-2 text-lg font-semibold text-slate-900">{block.text}</h3>;
    case 'list':
      return <List items={block.items} ordered={block.ordered} />;
    case 'steps':
      return <Steps items={block.items} />;
    case 'faq':
      return <Faq items={block.items} />;
    case 'definitions':
      return <Definitions items={block.items} />;
    case 'table': {
      const captionId = `${sectionId}-table-${index}`;
      // The caption is shown above the table's scrolling box, where it wraps to the screen's
      // width: inside, it took the table's 36rem and ran off a phone's screen. The table keeps
      // it as its own caption for screen readers (the visible copy is hidden from them).
      return (
        <div className="space-y-2">
          <p aria-hidden="true" className="font-semibold text-slate-900">
            {block.caption}
          </p>
          <div
            role="region"
            aria-labelledby={captionId}
            tabIndex={0}
            className={`overflow-x-auto rounded-xl border border-slate-200 ${focusRing}`}
          >
            <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
              <caption id={captionId} className="sr-only">
                {block.caption}
              </caption>
              <thead className="bg-slate-100 text-slate-900">
                <tr>
                  {block.columns.map((column, i) => (
                    <th key={i} scope="col" className="px-4 py-3 font-semibold">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {block.rows.map((row, i) => (
                  <tr key={i}>
                    <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                      {row.header}
                    </th>
                    {row.cells.map((cell, j) => (
                      <td key={j} className="whitespace-nowrap px-4 py-3 text-slate-700">
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      );
    }
    case 'note':
      return (
        <div role="note" className="rounded-xl border-l-4 border-brand-600 bg-brand-50 p-4">
          {block.title && <p className="font-semibold text-slate-900">{block.title}</p>}
          <p className="leading-7 text-slate-800">
            <Rich text={block.text} />
          </p>
        </div>
      );
  }
}

function Section({ section }: { section: StaticSection }) {
  const headingId = `${section.id}-titre`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-slate-900">
        {section.heading}
      </h2>
      <div className="mt-4 space-y-4">
        {section.blocks.map((block, i) => (
          <Block key={i} block={block} sectionId={section.id} index={i} />
        ))}
      </div>
    </section>
  );
}

export interface StaticPageProps {
  content: StaticPageContent;
}

export function StaticPage({ content }: StaticPageProps) {
  const tocId = 'sur-cette-page';
  return (
    <div className="bg-white">
      <article className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[minmax(0,48rem)_16rem] lg:justify-between lg:gap-x-12 lg:py-14">
        <div className="max-w-3xl lg:col-start-1 lg:row-start-1">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {content.title}
          </h1>
          {content.lastUpdated && (
            <p className="mt-3 text-sm text-slate-600">
              <time dateTime={content.lastUpdated.dateTime}>{content.lastUpdated.label}</time>
            </p>
          )}
          <div className="mt-4 space-y-3 text-lg">
            <Paragraphs texts={content.intro} />
          </div>
        </div>

        <aside className="mt-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0">
          <nav
            aria-labelledby={tocId}
            className="rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24"
          >
            <h2 id={tocId} className="text-sm font-semibold uppercase tracking-wide text-slate-700">
              {staticPageUi.tocTitle}
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {content.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className={`block rounded-sm text-slate-700 hover:text-brand-700 hover:underline ${focusRing}`}
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </aside>

        <div className="mt-10 max-w-3xl space-y-12 lg:col-start-1 lg:row-start-2">
          {content.sections.map((section) => (
            <Section key={section.id} section={section} />
          ))}
        </div>
      </article>
    </div>
  );
}

export default StaticPage;
