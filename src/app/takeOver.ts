/**
 * Taking over a prerendered page (docs/decisions.md "The first screen from HTML").
 *
 * A public page's HTML carries its first screen, rendered at build time from the app's own
 * components (src/prerender/render.tsx); #root is then marked data-prerendered. The app does not
 * render into it: its first renders are the start-up shell while the backend, the auth check
 * and the page's chunk load, which would replace the page with a spinner. It renders into a
 * fresh element instead, off the document, and that element takes #root's place in one DOM
 * operation when the app's own first screen is there (takeOver(), called by <TakeOver />).
 * Both screens are the same markup, so nothing moves; what the visitor typed in the meantime is
 * carried over, and so is the focus.
 */

export const PRERENDERED_ATTR = 'data-prerendered';

const FIELDS = 'input, textarea, select';
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

let pending: (() => void) | null = null;

/** The element the app renders into: #root itself, or a fresh one when #root is prerendered. */
export function appContainer(root: HTMLElement): HTMLElement {
  if (!root.hasAttribute(PRERENDERED_ATTR)) return root;
  const container = document.createElement('div');
  pending = () => {
    const typed = typedValues(root);
    const focused = root.contains(document.activeElement) ? document.activeElement : null;
    root.replaceWith(container);
    container.id = root.id;
    for (const [key, value] of typed) {
      const field = fieldOf(container, key);
      if (field) setValue(field, value);
    }
    const key = focused && keyOf(focused);
    if (key) fieldOf(container, key)?.focus();
  };
  return container;
}

/** Puts the app's element in place of the prerendered page (once; nothing when there was none). */
export function takeOver(): void {
  const run = pending;
  pending = null;
  run?.();
}

/** A field's identity across both renders: its form's role and its name. */
function keyOf(el: Element): string | null {
  if (!el.matches(FIELDS)) return null;
  const name = el.getAttribute('name');
  return name ? `${el.closest('form')?.getAttribute('role') ?? ''}|${name}` : null;
}

function fieldOf(container: HTMLElement, key: string): Field | null {
  for (const el of container.querySelectorAll<Field>(FIELDS)) if (keyOf(el) === key) return el;
  return null;
}

/** The fields whose value the visitor changed on the prerendered page. */
function typedValues(root: HTMLElement): [string, string][] {
  const out: [string, string][] = [];
  for (const el of root.querySelectorAll<Field>(FIELDS)) {
    const key = keyOf(el);
    const initial =
      el instanceof HTMLSelectElement
        ? ([...el.options].find((o) => o.defaultSelected)?.value ?? el.options[0]?.value)
        : el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
          ? null // not carried: no prerendered page has one
          : el.defaultValue;
    if (key && initial !== null && el.value !== initial) out.push([key, el.value]);
  }
  return out;
}

/**
 * Sets a field the app renders as a controlled input, the way typing would: through the native
 * value setter (React tracks the last value it set) and an input event React listens to.
 */
function setValue(field: Field, value: string) {
  const proto = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field instanceof HTMLSelectElement)
    field.dispatchEvent(new Event('change', { bubbles: true }));
}
