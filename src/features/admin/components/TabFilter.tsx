/**
 * A tab's filter (Bureaux, Historique): radio buttons drawn as one segmented control, under an
 * "Afficher" legend read by screen readers; the one checked is filled. It wraps on a phone.
 */
export function TabFilter<F extends string>({
  legend,
  name,
  filters,
  labels,
  value,
  onChange,
}: {
  legend: string;
  /** The radios' group name, one per tab. */
  name: string;
  filters: readonly F[];
  labels: Record<F, string>;
  value: F;
  onChange(filter: F): void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-3">
      <legend className="sr-only">{legend}</legend>
      <span aria-hidden="true" className="text-sm font-medium text-slate-700">
        {legend}
      </span>
      <div className="inline-flex flex-wrap rounded-lg border border-slate-300 bg-white p-1">
        {filters.map((f) => (
          <label
            key={f}
            className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
              value === f ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={f}
              checked={value === f}
              onChange={() => onChange(f)}
              className="sr-only"
            />
            {labels[f]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
