/**
 * One toast on screen at a time (src/app/layout/AppToaster.tsx): a new one dismisses the
 * others, which stacked over the page on a phone.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import AppToaster, { TOASTS_SHOWN } from '@/app/layout/AppToaster';

afterEach(() => {
  act(() => toast.remove());
});

it('shows the newest toast alone, the older ones dismissed', async () => {
  expect(TOASTS_SHOWN).toBe(1);
  render(<AppToaster />);
  act(() => {
    toast.success('Annonce mise en pause.');
  });
  await screen.findByText('Annonce mise en pause.');
  act(() => {
    toast.success('Annonce réactivée.');
    toast.error('Impossible de mettre en pause.');
  });
  await screen.findByText('Impossible de mettre en pause.');
  await waitFor(
    () => {
      expect(screen.queryByText('Annonce mise en pause.')).toBeNull();
      expect(screen.queryByText('Annonce réactivée.')).toBeNull();
    },
    { timeout: 3000 },
  );
  expect(screen.getByText('Impossible de mettre en pause.')).toBeInTheDocument();
});
