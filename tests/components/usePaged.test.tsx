/**
 * usePaged (src/features/messages/usePaged.ts): a new reader (the conversation found after its
 * messages were first asked for) shows as loading from the render it arrives in. One render
 * later, the page had shown the previous reader's empty list for a frame, then its skeleton.
 */
import { renderHook, waitFor } from '@testing-library/react';
import type { Page } from '@/domain/types';
import { usePaged, type PagedStatus } from '@/features/messages/usePaged';

type Item = { id: string; at: Date };
const at = (x: Item) => x.at;

describe('usePaged', () => {
  it('is loading from the render a new reader arrives in, until it answers', async () => {
    const none = () => Promise.resolve<Page<Item>>({ items: [], nextCursor: null });
    let answer: (page: Page<Item>) => void = () => undefined;
    const messages = () => new Promise<Page<Item>>((resolve) => (answer = resolve));
    const seen: PagedStatus[] = [];
    const { result, rerender } = renderHook(
      ({ fetchPage }) => {
        const paged = usePaged(fetchPage, at);
        seen.push(paged.status);
        return paged;
      },
      { initialProps: { fetchPage: none } },
    );
    await waitFor(() => expect(result.current.status).toBe('ready'));
    seen.length = 0;
    rerender({ fetchPage: messages });
    expect(seen).not.toContain('ready');
    expect(result.current.status).toBe('loading');
    answer({ items: [{ id: 'm1', at: new Date(1) }], nextCursor: null });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.items.map((m) => m.id)).toEqual(['m1']);
  });
});
