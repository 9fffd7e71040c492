/**
 * The shape of a public content page (/help, /support, /host/guide, /host/resources, /terms,
 * /privacy): structured data rendered by src/pages/static/StaticPage.tsx, which holds no text of
 * its own. Each page's text is one file beside this one.
 */

/** A link to a route of the app, rendered with react-router's <Link>. */
export interface InternalLink {
  readonly to: string;
  readonly text: string;
}

/** A link leaving the app: mailto:, tel: or https:. */
export interface ExternalLink {
  readonly href: string;
  readonly text: string;
}

/** Text shown with emphasis (<strong>). */
export interface StrongText {
  readonly strong: string;
}

export type Inline = string | InternalLink | ExternalLink | StrongText;

/** Plain text, or a run of text, links and emphasis. */
export type RichText = string | readonly Inline[];

export interface FaqItem {
  /** The question, shown in the <summary>. */
  readonly q: string;
  /** The answer: one or more paragraphs. */
  readonly a: readonly RichText[];
  /** An optional list after the paragraphs. */
  readonly list?: readonly RichText[];
  /** Whether that list is ordered (steps). */
  readonly ordered?: boolean;
}

export interface Step {
  readonly title: string;
  readonly body: readonly RichText[];
  readonly list?: readonly RichText[];
}

export interface Definition {
  readonly term: string;
  readonly details: readonly RichText[];
}

export interface TableRow {
  /** First cell, a row header. */
  readonly header: string;
  readonly cells: readonly string[];
}

export type ContentBlock =
  | { readonly type: 'paragraph'; readonly text: RichText }
  /** An h3 inside the section. */
  | { readonly type: 'heading'; readonly text: string }
  | { readonly type: 'list'; readonly ordered?: boolean; readonly items: readonly RichText[] }
  | { readonly type: 'steps'; readonly items: readonly Step[] }
  | { readonly type: 'faq'; readonly items: readonly FaqItem[] }
  | { readonly type: 'definitions'; readonly items: readonly Definition[] }
  | {
      readonly type: 'table';
      readonly caption: string;
      readonly columns: readonly string[];
      readonly rows: readonly TableRow[];
    }
  | { readonly type: 'note'; readonly title?: string; readonly text: RichText };

export interface StaticSection {
  /** Anchor of the section (#id), unique in the page. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly ContentBlock[];
}

export interface StaticPageContent {
  /** The h1 and the page title. */
  readonly title: string;
  /** The meta description. */
  readonly description: string;
  readonly intro: readonly RichText[];
  readonly lastUpdated?: { readonly label: string; readonly dateTime: string };
  readonly sections: readonly StaticSection[];
}
