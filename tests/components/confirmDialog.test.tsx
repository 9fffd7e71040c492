/**
 * The shared confirmation (src/components/ConfirmDialog.tsx): where the focus goes back once it
 * closes, including when the control that opened it can no longer take it (a link of the phone
 * menu, which closed behind the dialog: QA, 6 December 2026).
 */
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '@/components/ConfirmDialog';

function Page({ hideOpener }: { hideOpener: boolean }) {
  const [open, setOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(true);
  return (
    <>
      <button type="button" aria-controls="menu" aria-expanded={menuOpen}>
        Ouvrir le menu
      </button>
      <div id="menu">
        <ul>
          <li>
            {/* as the menu's link: opens the dialog, then the menu closes behind it */}
            <button
              type="button"
              // (a closed menu's link cannot take the focus)
              disabled={!menuOpen}
              onClick={() => {
                setOpen(true);
                if (hideOpener) setMenuOpen(false);
              }}
            >
              Mes réservations
            </button>
          </li>
        </ul>
      </div>
      {open && (
        <ConfirmDialog
          title="Quitter sans enregistrer ?"
          confirmLabel="Quitter sans enregistrer"
          cancelLabel="Rester sur la page"
          onConfirm={() => setOpen(false)}
          onCancel={() => setOpen(false)}
          field={
            <label>
              Motif <textarea />
            </label>
          }
        >
          <p>Les informations saisies seront perdues.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('gives the focus back to its opener', async () => {
    const user = userEvent.setup();
    render(<Page hideOpener={false} />);
    await user.click(screen.getByRole('button', { name: 'Mes réservations' }));
    const dialog = screen.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
    // its description is its text, not the field under it
    expect(dialog).toHaveAccessibleDescription('Les informations saisies seront perdues.');
    expect(screen.getByRole('button', { name: 'Rester sur la page' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Mes réservations' })).toHaveFocus();
  });

  it('when its opener cannot take the focus, gives it to the button that shows what held it', async () => {
    const user = userEvent.setup();
    render(<Page hideOpener />);
    await user.click(screen.getByRole('button', { name: 'Mes réservations' }));
    await user.click(screen.getByRole('button', { name: 'Rester sur la page' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toHaveFocus();
  });
});
