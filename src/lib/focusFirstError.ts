import type { FormEvent } from 'react';
import type { FieldValues, SubmitHandler, UseFormHandleSubmit } from 'react-hook-form';

/**
 * Focuses the first field of `form`, in page order, that `errors` (react-hook-form's) names.
 * react-hook-form's own focus (`shouldFocusError`) follows the order the fields were registered
 * in, which is not the page's once a child component registers its fields after its parent's
 * (the sign-up form's "Confirmer le mot de passe" took the focus before "Prénom"). Forms that
 * call this set `shouldFocusError: false`.
 */
export function focusFirstError(form: HTMLFormElement | null | undefined, errors: object): void {
  if (!form) return;
  for (const el of Array.from(form.elements)) {
    const name = el.getAttribute('name');
    if (name && hasError(errors, name) && el instanceof HTMLElement) {
      el.focus();
      return;
    }
  }
}

/** Whether `errors` holds an error at the dotted path `name` ("legal.fullName"). */
function hasError(errors: object, name: string): boolean {
  let node: unknown = errors;
  for (const key of name.split('.')) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return node !== undefined;
}

/**
 * A form's `onSubmit`: react-hook-form's `handleSubmit(onValid)`, focusing the first invalid
 * field in page order when the values are refused (the sign-up and profile forms).
 */
export function submitInPageOrder<T extends FieldValues>(
  handleSubmit: UseFormHandleSubmit<T>,
  onValid: SubmitHandler<T>,
): (e: FormEvent<HTMLFormElement>) => void {
  return (e) => {
    const form = e.currentTarget;
    void handleSubmit(onValid, (invalid) => focusFirstError(form, invalid))(e);
  };
}
