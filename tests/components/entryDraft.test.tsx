/** src/hooks/useEntryDraft.ts: a form's draft per history entry, bounded, forgotten on success. */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DRAFTS_KEPT, useEntryDraft } from '@/hooks/useEntryDraft';

const FIELDS = ['name'] as const;

function Form() {
  const draft = useEntryDraft('test', FIELDS);
  const [name, setName] = useState(draft.values?.name ?? '');
  draft.keepFrom(() => ({ name }));
  return (
    <>
      <input aria-label="Nom" value={name} onChange={(e) => setName(e.target.value)} />
      <button type="button" onClick={draft.forget}>
        Envoyer
      </button>
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form /> },
      { path: '/other', element: <p>Ailleurs</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const field = () => screen.getByLabelText<HTMLInputElement>('Nom');
const type = (value: string) => act(() => field().dispatchEvent(changeEvent(value)));
function changeEvent(value: string) {
  // React listens to 'input' events; set the value through the native setter first
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field(), value);
  return new Event('input', { bubbles: true });
}

describe('useEntryDraft', () => {
  it('gives back what the entry held when it was left', async () => {
    const router = setup();
    await type('Amina');
    await act(() => router.navigate('/other'));
    await act(() => router.navigate(-1));
    expect(field()).toHaveValue('Amina');
  });

  it('a new entry of the same page starts empty', async () => {
    const router = setup();
    await type('Amina');
    await act(() => router.navigate('/other'));
    await act(() => router.navigate('/form'));
    expect(field()).toHaveValue('');
  });

  it('a form sent leaves no draft', async () => {
    const router = setup();
    await type('Amina');
    await act(() => screen.getByRole('button', { name: 'Envoyer' }).click());
    await act(() => router.navigate('/other'));
    await act(() => router.navigate(-1));
    expect(field()).toHaveValue('');
  });

  it(`keeps the ${DRAFTS_KEPT} most recent drafts`, async () => {
    const router = setup();
    await type('premier');
    for (let i = 0; i < DRAFTS_KEPT; i += 1) {
      await act(() => router.navigate('/other'));
      await act(() => router.navigate('/form'));
      await type(`brouillon ${i}`);
    }
    await act(() => router.navigate('/other'));
    // the first was pushed out by the ten after it (each entry left for another page: two
    // entries of one page in a row are one mounted form, as with any route)
    await act(() => router.navigate(-(2 * DRAFTS_KEPT + 1)));
    expect(field()).toHaveValue('');
    await act(() => router.navigate(1));
    await act(() => router.navigate(1));
    expect(field()).toHaveValue('brouillon 0');
    await act(() => router.navigate(2 * DRAFTS_KEPT - 3));
    await act(() => router.navigate(1));
    expect(field()).toHaveValue(`brouillon ${DRAFTS_KEPT - 1}`);
  });
});
