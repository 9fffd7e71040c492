/**
 * src/app/takeOver.ts: the app renders beside a prerendered page and takes its place at once,
 * carrying over what the visitor typed and the focus.
 */
import { act, useLayoutEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { PRERENDERED_ATTR, appContainer, takeOver } from '@/app/takeOver';

const PRERENDERED = `
  <form role="search"><input name="city" value="" /><input name="du" value="" /></form>
  <form><input name="city" value="" /></form>
  <p>prérendu</p>`;

function Search({ onReady }: { onReady?: () => void }) {
  const [city, setCity] = useState('');
  const [other, setOther] = useState('');
  useLayoutEffect(() => onReady?.(), [onReady]);
  return (
    <>
      <form role="search">
        <input name="city" value={city} onChange={(e) => setCity(e.target.value)} />
        <input name="du" defaultValue="" />
      </form>
      <form>
        <input name="city" value={other} onChange={(e) => setOther(e.target.value)} />
      </form>
      <output>{`ville : ${city} / autre : ${other}`}</output>
    </>
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function prerenderedRoot(): HTMLElement {
  document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTR}>${PRERENDERED}</div>`;
  return document.getElementById('root')!;
}

describe('taking over a prerendered page', () => {
  it('renders into #root itself when the page was not prerendered', () => {
    document.body.innerHTML = '<div id="root"><span>coquille</span></div>';
    const el = document.getElementById('root')!;
    expect(appContainer(el)).toBe(el);
    takeOver(); // nothing to do
    expect(document.getElementById('root')).toBe(el);
  });

  it('keeps the prerendered page on screen until the app takes over, then swaps in one step', () => {
    const el = prerenderedRoot();
    const container = appContainer(el);
    expect(container).not.toBe(el);
    act(() => {
      root = createRoot(container);
      root.render(<Search />);
    });
    // the app rendered, but off the document: the prerendered page is what shows
    expect(document.getElementById('root')).toBe(el);
    expect(document.body.textContent).toContain('prérendu');
    expect(container.isConnected).toBe(false);

    act(() => takeOver());
    expect(document.getElementById('root')).toBe(container);
    expect(container.isConnected).toBe(true);
    expect(el.isConnected).toBe(false);
    expect(document.body.textContent).not.toContain('prérendu');
    expect(document.querySelectorAll('#root')).toHaveLength(1);
    expect(container.hasAttribute(PRERENDERED_ATTR)).toBe(false);

    act(() => takeOver()); // once only
    expect(document.getElementById('root')).toBe(container);
  });

  it("carries over what was typed, field by field, into the app's state, and the focus", () => {
    const el = prerenderedRoot();
    const [city, du] = el.querySelectorAll<HTMLInputElement>('form[role=search] input');
    city.value = 'Casa';
    du.value = '2026-12-01';
    city.focus();
    const container = appContainer(el);
    act(() => {
      root = createRoot(container);
      // the app's first screen takes over from a layout effect, as <TakeOver /> does
      root.render(<Search onReady={takeOver} />);
    });
    expect(document.getElementById('root')).toBe(container);
    const [newCity, newDu] =
      container.querySelectorAll<HTMLInputElement>('form[role=search] input');
    expect(newCity.value).toBe('Casa');
    expect(newDu.value).toBe('2026-12-01');
    // React saw it as typing: its state holds the value (and the other form's field is untouched)
    expect(container.querySelector('output')!.textContent).toBe('ville : Casa / autre : ');
    expect(document.activeElement).toBe(newCity);
  });

  it('leaves untouched fields and the focus alone when nothing was typed', () => {
    const el = prerenderedRoot();
    const container = appContainer(el);
    act(() => {
      root = createRoot(container);
      root.render(<Search onReady={takeOver} />);
    });
    expect(container.querySelector('output')!.textContent).toBe('ville :  / autre : ');
    expect(document.activeElement).toBe(document.body);
  });
});
