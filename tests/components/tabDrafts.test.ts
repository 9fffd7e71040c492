/**
 * src/lib/tabDrafts: every kind of draft under its prefix, forgotten together at sign-out, and
 * nothing breaks when the browser refuses the storage. (Here rather than in tests/unit: it needs
 * the browser's sessionStorage, and the mutation run gives tests/unit plain Node.)
 */
import { forgetTabDrafts, keepTabDraft, readTabDraft } from '@/lib/tabDrafts';
import { readDraft, saveDraft } from '@/features/messages/messageDrafts';
import { readNewListingDraft, saveNewListingDraft } from '@/features/host/newListingDraft';
import { readReviewDraft, saveReviewDraft } from '@/features/reviews/reviewDrafts';

describe('tab drafts', () => {
  it('keeps a draft per kind and key, and forgets it with null', () => {
    keepTabDraft('message', 'u1:c1', 'Bonjour');
    keepTabDraft('listing', 'u1', '{"title":"Plateau"}');
    expect(readTabDraft('message', 'u1:c1')).toBe('Bonjour');
    expect(readTabDraft('listing', 'u1')).toBe('{"title":"Plateau"}');
    // the kinds do not share keys
    expect(readTabDraft('listing', 'u1:c1')).toBeNull();
    keepTabDraft('message', 'u1:c1', null);
    expect(readTabDraft('message', 'u1:c1')).toBeNull();
  });

  it('forgets every kind of every account at once, and nothing else of the tab', () => {
    saveDraft('u1', 'c1', 'Un message');
    saveDraft('u2', 'c2', 'Un autre');
    saveNewListingDraft('u1', { title: 'Plateau à Guéliz' });
    saveReviewDraft('u1', 'b1', { rating: '4', text: 'Calme' });
    sessionStorage.setItem('maktabi.pagesShown', '[]');
    forgetTabDrafts();
    expect(readDraft('u1', 'c1')).toBe('');
    expect(readDraft('u2', 'c2')).toBe('');
    expect(readNewListingDraft('u1')).toBeNull();
    expect(readReviewDraft('u1', 'b1')).toBeNull();
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('maktabi.pagesShown')).toBe('[]');
  });

  it("keeps a review's stars and text per account and booking, forgets an empty one", () => {
    saveReviewDraft('u1', 'b1', { rating: '4', text: 'Calme' });
    expect(readReviewDraft('u1', 'b1')).toEqual({ rating: '4', text: 'Calme' });
    expect(readReviewDraft('u2', 'b1')).toBeNull();
    expect(readReviewDraft('u1', 'b2')).toBeNull();
    // stars alone, or text alone, are a draft; neither is none
    saveReviewDraft('u1', 'b1', { rating: '', text: 'Calme' });
    expect(readReviewDraft('u1', 'b1')).toEqual({ rating: '', text: 'Calme' });
    saveReviewDraft('u1', 'b1', { rating: '2', text: '' });
    expect(readReviewDraft('u1', 'b1')).toEqual({ rating: '2', text: '' });
    saveReviewDraft('u1', 'b1', { rating: '', text: '   ' });
    expect(readReviewDraft('u1', 'b1')).toBeNull();
    saveReviewDraft('u1', 'b1', { rating: '3', text: 'x' });
    saveReviewDraft('u1', 'b1', null);
    expect(readReviewDraft('u1', 'b1')).toBeNull();
    // not written by this code: none
    keepTabDraft('review', 'u1:b1', '{"rating":4}');
    expect(readReviewDraft('u1', 'b1')).toBeNull();
    keepTabDraft('review', 'u1:b1', 'pas du JSON');
    expect(readReviewDraft('u1', 'b1')).toBeNull();
  });

  it('keeps nothing and breaks nothing when the storage is refused', () => {
    const refuse = () => {
      throw new DOMException('refusé', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refuse);
    vi.spyOn(Storage.prototype, 'key').mockImplementation(refuse);
    expect(() => keepTabDraft('message', 'u1:c1', 'Bonjour')).not.toThrow();
    expect(readTabDraft('message', 'u1:c1')).toBeNull();
    expect(() => keepTabDraft('message', 'u1:c1', null)).not.toThrow();
    expect(() => forgetTabDrafts()).not.toThrow();
    vi.restoreAllMocks();
  });
});
