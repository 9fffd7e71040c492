import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { adminText } from '@/i18n/fr/admin';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

const tabId = (id: string) => `admin-tab-${id}`;
const panelId = (id: string) => `admin-panel-${id}`;

/**
 * A WAI-ARIA tablist with automatic activation: arrows move and select, Home/End jump to the
 * ends. Only the selected panel is rendered (the others would only load data for nothing).
 */
export function AdminTabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** The content of the selected panel. */
  children: ReactNode;
}) {
  const refs = useRef(new Map<T, HTMLButtonElement>());
  const scroller = useRef<HTMLDivElement>(null);
  // Which ends hide tabs (narrow screens): a fade and an arrow say there is more that way.
  const [more, setMore] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const left = el.scrollLeft > 1;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((m) => (m.left === left && m.right === right ? m : { left, right }));
  }, []);
  useEffect(() => {
    measure();
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);
  const scrollBy = (direction: 1 | -1) =>
    scroller.current?.scrollBy?.({
      left: direction * scroller.current.clientWidth * 0.7,
      behavior: 'smooth',
    });

  // On narrow screens the tablist scrolls sideways: keep the selected tab in view, clear of the
  // hints over each end (the scroller's scroll-px-10, their width), also when its label grows
  // (a count read after the first render).
  const selectedLabel = tabs.find((t) => t.id === selected)?.label;
  useEffect(() => {
    refs.current.get(selected)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected, selectedLabel]);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((t) => t.id === selected);
    let next: number | null = null;
    if (e.key === 'ArrowRight') next = (index + 1) % tabs.length;
    else if (e.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    e.preventDefault();
    const id = tabs[next].id;
    onSelect(id);
    refs.current.get(id)?.focus();
  };

  return (
    <div>
      <div className="relative -mx-4">
        <div ref={scroller} onScroll={measure} className="scroll-px-10 overflow-x-auto px-4">
          <div
            role="tablist"
            aria-label={label}
            className="flex min-w-max gap-1 border-b border-slate-200"
          >
            {tabs.map((tab) => {
              const isSelected = tab.id === selected;
              return (
                <button
                  key={tab.id}
                  ref={(el) => {
                    if (el) refs.current.set(tab.id, el);
                    else refs.current.delete(tab.id);
                  }}
                  type="button"
                  role="tab"
                  id={tabId(tab.id)}
                  aria-selected={isSelected}
                  aria-controls={isSelected ? panelId(tab.id) : undefined}
                  tabIndex={isSelected ? 0 : -1}
                  onClick={() => onSelect(tab.id)}
                  onKeyDown={onKeyDown}
                  className={`-mb-px whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold transition ${
                    isSelected
                      ? 'border-brand-700 text-brand-800'
                      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
                  }`}
                >
                  {tab.label}
                </button>
              );
            })}
          </div>
        </div>
        {/* Mouse and touch hints only: the keyboard moves through the tabs with the arrows. */}
        {more.left && (
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            data-scroll-hint="left"
            title={adminText.tabsScrollLeft}
            onClick={() => scrollBy(-1)}
            className="absolute inset-y-0 left-0 flex w-10 items-center justify-start bg-gradient-to-r from-sand-50 via-sand-50/90 to-transparent pl-1 text-lg font-bold text-brand-800"
          >
            ‹
          </button>
        )}
        {more.right && (
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            data-scroll-hint="right"
            title={adminText.tabsScrollRight}
            onClick={() => scrollBy(1)}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-end bg-gradient-to-l from-sand-50 via-sand-50/90 to-transparent pr-1 text-lg font-bold text-brand-800"
          >
            ›
          </button>
        )}
      </div>
      <div
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        className="pt-6 focus-visible:outline-offset-4"
      >
        {children}
      </div>
    </div>
  );
}
