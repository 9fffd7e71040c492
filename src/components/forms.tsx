import {
  forwardRef,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { authText } from '@/i18n/fr/auth';
import { buttonClass, type ButtonVariant } from './buttonClass';

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';

interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  className?: string;
  /** Renders the control with the id and the aria attributes that tie it to its texts. */
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** A control's label, hint and announced error, linked to it with aria-describedby. */
function FieldFrame({ label, error, hint, id, className = '', children }: FieldFrameProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A field's error line, announced when it appears. */
export function FieldError({
  id,
  message,
  className = 'mt-1',
}: {
  id?: string;
  message?: string;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={`${className} text-sm text-red-700`}>
      {message}
    </p>
  );
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input whose error is announced and linked with aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, ...rest },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input ref={ref} {...control} className={inputClass} {...rest} />}
    </FieldFrame>
  );
});

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** TextField's twin for several lines. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, error, hint, id, className, ...rest }, ref) {
    return (
      <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
        {(control) => (
          <textarea ref={ref} {...control} className={`${inputClass} min-h-32`} {...rest} />
        )}
      </FieldFrame>
    );
  },
);

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  /** The first, empty choice ("Choisir…", "Tous"), if any. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled select with TextField's look and error wiring. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, placeholder, options, id, className, ...rest },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} id={id} className={className}>
      {(control) => (
        <select ref={ref} {...control} className={inputClass} {...rest}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
});

/**
 * Password input with a show/hide toggle: an eye button inside the input's right end, which
 * the input's padding keeps clear of what is typed, whatever the label's length.
 */
export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>(function PasswordField(
  { label, error, hint, id, className, ...rest },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const toggleLabel = visible ? authText.hidePassword : authText.showPassword;
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <input
            ref={ref}
            {...control}
            className={`${inputClass} pr-12`}
            {...rest}
            type={visible ? 'text' : 'password'}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-brand-700 hover:bg-brand-50"
            aria-pressed={visible}
            aria-label={toggleLabel}
            title={toggleLabel}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
              <circle cx="12" cy="12" r="3" />
              {visible && <path d="M4 4l16 16" />}
            </svg>
          </button>
        </div>
      )}
    </FieldFrame>
  );
});

/** Radio buttons drawn as cards side by side, under their legend (sign-up role, rental type). */
export function RadioCards<V extends string>({
  legend,
  options,
  input,
  error,
  gap = 'gap-3',
}: {
  legend: string;
  options: readonly (readonly [value: V, label: string])[];
  /** What every radio of the group shares, e.g. one react-hook-form registration. */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & {
    ref?: Ref<HTMLInputElement>;
  };
  error?: string;
  gap?: 'gap-2' | 'gap-3';
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className={`grid grid-cols-2 ${gap}`}>
        {options.map(([value, label]) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 p-3 text-sm font-medium text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input type="radio" value={value} className="accent-brand-700" {...input} />
            {label}
          </label>
        ))}
      </div>
      <FieldError message={error} />
    </fieldset>
  );
}

/**
 * A button. `busy`: its action is under way — it stays focusable and says so (aria-disabled,
 * aria-busy) and a click does nothing, rather than becoming `disabled`, which would drop the
 * keyboard focus to <body> (docs/decisions.md "Where the keyboard focus goes").
 */
export function Button({
  variant = 'primary',
  className = '',
  busy = false,
  onClick,
  ...rest
}: React.ComponentPropsWithRef<'button'> & { variant?: ButtonVariant; busy?: boolean }) {
  return (
    <button
      className={buttonClass(
        variant,
        `aria-disabled:cursor-wait aria-disabled:opacity-70${className ? ` ${className}` : ''}`,
      )}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(e) => {
        if (busy) e.preventDefault();
        else onClick?.(e);
      }}
      {...rest}
    />
  );
}
