/**
 * The place finder's text box: an ARIA 1.2 combobox with a list of suggestions (role="combobox",
 * aria-expanded, aria-controls, aria-activedescendant; listbox of options). Keys: ↓/↑ move
 * through the suggestions (and open the list), Entrée chooses, Échap closes then clears, Tab
 * leaves. Presentational: the suggestions come from the offline list or from Google.
 */
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { inputClass } from '@/components/forms';
import { t } from '@/i18n/t';
import { hostText as h } from '@/i18n/fr/host';

export interface ComboboxSuggestion {
  id: string;
  /** Main line, also the option's accessible name. */
  label: string;
  /** Second line, shown in grey. */
  detail?: string;
}

export interface PlaceComboboxProps {
  label: string;
  hint: string;
  text: string;
  onTextChange(text: string): void;
  suggestions: ComboboxSuggestion[];
  onSelect(index: number): void;
  /** Suggestions are being fetched. */
  loading?: boolean;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?(): void;
  disabled?: boolean;
  placeholder?: string;
}

export function PlaceCombobox({
  label,
  hint,
  text,
  onTextChange,
  suggestions,
  onSelect,
  loading = false,
  error,
  inputRef,
  onBlur,
  disabled,
  placeholder,
}: PlaceComboboxProps) {
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const hintId = `${baseId}-hint`;
  const errorId = `${baseId}-error`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const hasQuery = text.trim().length > 0;
  const showList = open && hasQuery && suggestions.length > 0;
  const showNoResult = open && hasQuery && !loading && suggestions.length === 0;
  const activeIndex = showList && active < suggestions.length ? active : -1;
  const optionId = (i: number) => `${baseId}-opt-${i}`;

  const choose = (i: number) => {
    setOpen(false);
    setActive(-1);
    onSelect(i);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown': {
        e.preventDefault();
        setOpen(true);
        if (suggestions.length > 0) setActive((i) => (i + 1 >= suggestions.length ? 0 : i + 1));
        break;
      }
      case 'ArrowUp': {
        e.preventDefault();
        setOpen(true);
        if (suggestions.length > 0) setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
        break;
      }
      case 'Enter': {
        // Never submit the whole form from the place finder.
        if (showList || showNoResult) e.preventDefault();
        if (activeIndex >= 0) choose(activeIndex);
        break;
      }
      case 'Escape': {
        if (showList || showNoResult) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          e.preventDefault();
          onTextChange('');
        }
        break;
      }
      default:
        break;
    }
  };

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required="true"
        className={inputClass}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(e) => {
          onTextChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={h.placeSuggestions}
        hidden={!showList}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {showList &&
          suggestions.map((s, i) => (
            <li
              key={s.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === activeIndex}
              // Keep the focus in the text box while clicking.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(i)}
              onMouseMove={() => setActive(i)}
              className={`cursor-pointer px-3 py-2 text-sm ${
                i === activeIndex ? 'bg-brand-50 text-brand-800' : 'text-slate-800'
              }`}
            >
              <span className="font-medium">{s.label}</span>
              {s.detail && <span className="block text-xs text-slate-600">{s.detail}</span>}
            </li>
          ))}
      </ul>
      {showNoResult && (
        <p className="mt-1 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700">
          {h.placeNoResult}
        </p>
      )}
      <p role="status" className="sr-only">
        {loading && open && hasQuery
          ? h.placeLoading
          : showList
            ? t(h.placeResultsCount, { n: suggestions.length })
            : ''}
      </p>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
