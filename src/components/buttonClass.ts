/**
 * The classes of a button, by variant: used by `Button` (src/components/forms.tsx) and by what
 * must not import forms.tsx and its strings, such as the start-up error in the entry chunk
 * (src/app/App.tsx).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-slate-400',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
  ghost: 'text-brand-700 hover:bg-brand-50',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400',
};

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed ${VARIANTS[variant]}${extra ? ` ${extra}` : ''}`;
}
