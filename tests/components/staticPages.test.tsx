import type { ComponentType } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { staticPageUi } from '@/i18n/fr/content/common';
import { helpContent } from '@/i18n/fr/content/help';
import { hostGuideContent } from '@/i18n/fr/content/hostGuide';
import { hostResourcesContent } from '@/i18n/fr/content/hostResources';
import { privacyContent } from '@/i18n/fr/content/privacy';
import { supportContent } from '@/i18n/fr/content/support';
import { termsContent } from '@/i18n/fr/content/terms';
import type { ContentBlock, StaticPageContent } from '@/i18n/fr/content/types';
import HelpPage from '@/pages/static/HelpPage';
import SupportPage from '@/pages/static/SupportPage';
import HostGuidePage from '@/pages/static/HostGuidePage';
import HostResourcesPage from '@/pages/static/HostResourcesPage';
import TermsPage from '@/pages/static/TermsPage';
import PrivacyPage from '@/pages/static/PrivacyPage';
import { plainSpaces } from '../french';

function renderAt(path: string, Page: ComponentType) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
}

function faqCount(content: StaticPageContent): number {
  return content.sections
    .flatMap((s) => s.blocks)
    .filter((b): b is Extract<ContentBlock, { type: 'faq' }> => b.type === 'faq')
    .reduce((n, b) => n + b.items.length, 0);
}

const pages: [string, ComponentType, StaticPageContent][] = [
  ['/help', HelpPage, helpContent],
  ['/support', SupportPage, supportContent],
  ['/host/guide', HostGuidePage, hostGuideContent],
  ['/host/resources', HostResourcesPage, hostResourcesContent],
  ['/terms', TermsPage, termsContent],
  ['/privacy', PrivacyPage, privacyContent],
];

describe.each(pages)('page %s', (path, Page, content) => {
  it('renders its h1, intro and every section with an h2', () => {
    renderAt(path, Page);
    expect(screen.getByRole('heading', { level: 1, name: content.title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const section of content.sections) {
      const heading = screen.getByRole('heading', { level: 2, name: section.heading });
      expect(heading.closest('section')).toHaveAttribute('id', section.id);
    }
  });

  it('renders no <main>, header banner or footer of its own', () => {
    const { container } = renderAt(path, Page);
    expect(container.querySelector('main')).toBeNull();
    expect(container.querySelector('header')).toBeNull();
    expect(container.querySelector('footer')).toBeNull();
  });

  it('has a "Sur cette page" table of contents linking to each section', () => {
    renderAt(path, Page);
    const toc = screen.getByRole('navigation', { name: staticPageUi.tocTitle });
    const links = within(toc).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      content.sections.map((s) => `#${s.id}`),
    );
    for (const section of content.sections) {
      expect(document.getElementById(section.id)).not.toBeNull();
    }
  });

  it('sets the document title and meta description', () => {
    renderAt(path, Page);
    expect(document.title).toContain(content.title);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      content.description,
    );
  });

  it('has unique section ids', () => {
    const ids = content.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('/help', () => {
  it('has at least 12 questions grouped in the four themes', () => {
    expect(faqCount(helpContent)).toBeGreaterThanOrEqual(12);
    expect(helpContent.sections.map((s) => s.heading)).toEqual([
      'Réserver',
      'Paiement et prix',
      'Compte',
      'Pour les hôtes',
    ]);
    const { container } = renderAt('/help', HelpPage);
    expect(container.querySelectorAll('details')).toHaveLength(faqCount(helpContent));
  });

  it('expands a FAQ item when its question is activated', async () => {
    const user = userEvent.setup();
    const { container } = renderAt('/help', HelpPage);
    const first = helpContent.sections[0].blocks[0];
    if (first.type !== 'faq') throw new Error('expected a FAQ block');
    const item = first.items[0];
    const summary = screen.getByText(plainSpaces(item.q)).closest('summary');
    expect(summary).not.toBeNull();
    const details = summary!.closest('details')!;
    expect(details.open).toBe(false);
    expect(container.querySelector('details[open]')).toBeNull();

    await user.click(summary!);
    expect(details.open).toBe(true);
    expect(within(details).getByRole('link', { name: 'Rechercher un bureau' })).toBeVisible();

    await user.click(summary!);
    expect(details.open).toBe(false);
  });

  it('explains the admin validation and links to the support page', () => {
    renderAt('/help', HelpPage);
    expect(screen.getAllByText(/En attente admin/).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /support/i })[0]).toHaveAttribute(
      'href',
      '/support',
    );
  });
});

describe('/support', () => {
  it('shows the e-mail, phone and help links', () => {
    renderAt('/support', SupportPage);
    expect(screen.getByRole('link', { name: 'support@maktabi.ma' })).toHaveAttribute(
      'href',
      'mailto:support@maktabi.ma',
    );
    expect(screen.getByRole('link', { name: '+212 5 22 00 00 00' })).toHaveAttribute(
      'href',
      'tel:+212522000000',
    );
    expect(screen.getAllByRole('link', { name: "Centre d'aide" })[0]).toHaveAttribute(
      'href',
      '/help',
    );
  });

  it('shows the opening hours', () => {
    renderAt('/support', SupportPage);
    expect(screen.getByText('Du lundi au vendredi')).toBeInTheDocument();
    expect(screen.getByText('De 9h à 18h')).toBeInTheDocument();
    expect(screen.getByText('De 9h à 13h')).toBeInTheDocument();
    expect(screen.getByText(/heure du Maroc/)).toBeInTheDocument();
  });
});

describe('/host/guide', () => {
  it('links to the host sign-up and lists the seven form sections in order', () => {
    renderAt('/host/guide', HostGuidePage);
    expect(screen.getByRole('link', { name: 'Créer un compte hôte' })).toHaveAttribute(
      'href',
      '/signup?role=host',
    );
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    const form = [
      'Informations de base',
      'Localisation',
      'Détails techniques',
      'Tarifs',
      'Équipements',
      'Équipements supplémentaires',
      'Photos',
    ];
    const start = titles.indexOf(form[0]);
    expect(titles.slice(start, start + form.length)).toEqual(form);
  });
});

describe('/host/resources', () => {
  it('shows the pricing table with row headers', () => {
    renderAt('/host/resources', HostResourcesPage);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    // named by its caption, the scrolling box too; the caption is shown above the box
    const caption = table.querySelector('caption')!.textContent!;
    expect(table).toHaveAccessibleName(caption);
    const box = screen.getByRole('region', { name: caption });
    expect(box).toContainElement(table);
    const shown = screen.getByText(caption, { selector: 'p' });
    expect(box).not.toContainElement(shown);
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(/Direction générale des impôts/)).toBeInTheDocument();
  });
});

describe('/terms', () => {
  it('links to the privacy policy and shows the update date', () => {
    renderAt('/terms', TermsPage);
    const privacyLinks = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href') === '/privacy');
    expect(privacyLinks.length).toBeGreaterThan(0);
    expect(screen.getByText('Dernière mise à jour : 1er janvier 2025')).toBeInTheDocument();
    expect(screen.getByText(/tribunaux compétents de Casablanca/)).toBeInTheDocument();
    expect(screen.getByText(/droit marocain/)).toBeInTheDocument();
  });

  it('numbers its articles', () => {
    termsContent.sections.forEach((section, i) => {
      expect(section.heading.startsWith(`Article ${i + 1} –`)).toBe(true);
    });
  });
});

describe('/privacy', () => {
  it('gives the privacy contact, the law 09-08 and the CNDP', () => {
    renderAt('/privacy', PrivacyPage);
    expect(screen.getAllByRole('link', { name: 'privacy@maktabi.ma' })[0]).toHaveAttribute(
      'href',
      'mailto:privacy@maktabi.ma',
    );
    expect(screen.getAllByText(/09-08/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/CNDP/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Google Firebase/)).toBeInTheDocument();
    expect(screen.getByText(/localStorage/)).toBeInTheDocument();
    expect(screen.getByText('Dernière mise à jour : 1er janvier 2025')).toBeInTheDocument();
  });
});
