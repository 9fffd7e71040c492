/**
 * Form controls of the listing form that src/components/forms.tsx does not have: a checkbox and
 * a section with its h2. The textarea and the select are the shared ones, re-exported so the
 * listing form finds all its controls here.
 */
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export { SelectField, TextAreaField } from '@/components/forms';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
}

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(
  function CheckboxField({ label, className = '', ...rest }, ref) {
    return (
      <label
        className={`flex cursor-pointer items-start gap-2 rounded-lg px-2 py-1.5 text-sm text-slate-800 hover:bg-sand-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${className}`}
      >
        <input
          ref={ref}
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
          {...rest}
        />
        <span>{label}</span>
      </label>
    );
  },
);

interface SectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A form section titled by an h2. */
export function FormSection({ title, description, children }: SectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A checkbox group whose legend is the section's h2 (a fieldset named by its legend). */
export function CheckboxGroupSection({ title, description, children }: SectionProps) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <legend className="float-left w-full">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      </legend>
      {description && <p className="clear-both pt-1 text-sm text-slate-600">{description}</p>}
      <div className="clear-both grid gap-1 pt-3 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  );
}
