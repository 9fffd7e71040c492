import { mapText as mx } from '@/i18n/fr/map';
import { t } from '../format';

/** Above the list once the map is moved: how many results the visible area holds, and the way back. */
export function MapAreaNote({ count, onShowAll }: { count: number; onShowAll: () => void }) {
  const text =
    count === 0 ? mx.inAreaNone : t(count === 1 ? mx.inAreaOne : mx.inAreaMany, { n: count });
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-brand-50 px-3 py-2 text-sm text-slate-800">
      <p role="status" className="min-w-0">
        {text}
      </p>
      <button
        type="button"
        onClick={onShowAll}
        className="font-semibold text-brand-700 underline hover:text-brand-800"
      >
        {mx.showAll}
      </button>
    </div>
  );
}

/** The phones' switch between the list and the map of the results. */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: 'list' | 'map';
  onChange: (view: 'list' | 'map') => void;
}) {
  const item = (value: 'list' | 'map', label: string) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      className="flex-1 rounded-md px-4 py-1.5 font-semibold text-slate-700 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow"
    >
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={mx.viewSwitch}
      className="mb-4 flex rounded-lg bg-slate-100 p-1 lg:hidden"
    >
      {item('list', mx.viewList)}
      {item('map', mx.viewMap)}
    </div>
  );
}
