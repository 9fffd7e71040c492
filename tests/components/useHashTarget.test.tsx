/**
 * useHashTarget (src/hooks/useHashTarget.ts): the element an address names after `#` takes the
 * focus once its data is drawn — once per history entry, not again when the data reloads.
 */
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useHashTarget } from '@/hooks/useHashTarget';

function Page() {
  const [ready, setReady] = useState(true);
  useHashTarget(ready);
  return (
    <>
      <button type="button" onClick={() => setReady((r) => !r)}>
        Recharger
      </button>
      {ready && (
        <h2 id="reservation-7" tabIndex={-1}>
          Réservation 7
        </h2>
      )}
    </>
  );
}

describe('useHashTarget', () => {
  it('focuses the element named once, and not again when its data is drawn again', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    render(
      <MemoryRouter initialEntries={['/tableau#reservation-7']}>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Réservation 7' })).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);

    // the user moves on; the data reloads (not ready, then ready again)
    const reload = screen.getByRole('button', { name: 'Recharger' });
    await userEvent.click(reload);
    await userEvent.click(reload);
    expect(screen.getByRole('heading', { name: 'Réservation 7' })).toBeInTheDocument();
    await act(async () => {});
    expect(reload).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
    scrolled.mockRestore();
  });
});
