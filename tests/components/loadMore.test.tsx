/**
 * The shared "Voir plus" (src/components/LoadMore.tsx): while the next page is read the button
 * keeps the keyboard focus and ignores clicks (aria-disabled, not `disabled`, which would drop
 * the focus to <body>); a failed page is said in an alert and the button stays to try again.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMore } from '@/components/LoadMore';

const text = { more: 'Voir plus', moreLoading: 'Chargement…', moreFailed: 'Échec de la suite.' };

describe('LoadMore', () => {
  it('asks for the next page once, and keeps the focus while it is read', async () => {
    const user = userEvent.setup();
    const onMore = vi.fn();
    const { rerender } = render(<LoadMore more="idle" hasNext onMore={onMore} text={text} />);
    const button = screen.getByRole('button', { name: 'Voir plus' });
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(onMore).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();

    rerender(<LoadMore more="loading" hasNext onMore={onMore} text={text} />);
    const busy = screen.getByRole('button', { name: 'Chargement…' });
    expect(busy).toBe(button);
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).not.toBeDisabled();
    expect(busy).toHaveFocus();
    await user.click(busy);
    await user.keyboard('{Enter}');
    expect(onMore).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a failed page in an alert and lets the user try again', async () => {
    const user = userEvent.setup();
    const onMore = vi.fn();
    render(<LoadMore more="error" hasNext onMore={onMore} text={text} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Échec de la suite.');
    await user.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('shows no button once the last page is read', () => {
    render(<LoadMore more="idle" hasNext={false} onMore={() => {}} text={text} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
