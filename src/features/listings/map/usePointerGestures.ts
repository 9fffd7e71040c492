import { useRef, type PointerEvent, type RefObject } from 'react';
import { panBy, zoomAt, type MapView, type Point, type Size } from '@/domain/mapView';

/** Frame units per CSS pixel (the drawing scales with its box). */
export function unitsPerPixel(el: HTMLElement | null, size: Size): number {
  return size.width / (el?.getBoundingClientRect().width || size.width);
}

/** The frame point under a screen point. */
export function pointerAt(el: HTMLElement, size: Size, clientX: number, clientY: number): Point {
  const rect = el.getBoundingClientRect();
  const k = unitsPerPixel(el, size);
  return { x: (clientX - rect.left) * k, y: (clientY - rect.top) * k };
}

const mid = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) || 1;

/**
 * The offline map's pointer gestures: one pointer drags the map, two pinch-zoom it (phones).
 * The view follows the fingers; `commit` is called once the last pointer lifts after a move.
 * A pointer that starts on a button (a marker, a control) is left to the button.
 */
export function usePointerGestures(
  frame: RefObject<HTMLDivElement | null>,
  size: Size,
  view: MapView,
  setView: (v: MapView) => void,
  commit: () => void,
) {
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ start: MapView; from: Map<number, Point>; moved: boolean } | null>(null);
  const at = (e: PointerEvent) => pointerAt(frame.current!, size, e.clientX, e.clientY);
  // Each change in the number of fingers starts the gesture again from the current view.
  const restart = (moved: boolean) => {
    gesture.current =
      pointers.current.size > 0 ? { start: view, from: new Map(pointers.current), moved } : null;
  };

  return {
    onPointerDown(e: PointerEvent<HTMLDivElement>) {
      if (e.button !== 0 || (e.target as Element).closest('button')) return;
      pointers.current.set(e.pointerId, at(e));
      e.currentTarget.setPointerCapture?.(e.pointerId);
      restart(gesture.current?.moved ?? false);
    },
    onPointerMove(e: PointerEvent<HTMLDivElement>) {
      const g = gesture.current;
      if (!g || !pointers.current.has(e.pointerId)) return;
      pointers.current.set(e.pointerId, at(e));
      const [a, b] = [...g.from.keys()];
      const now = (id: number) => pointers.current.get(id)!;
      const then = (id: number) => g.from.get(id)!;
      let next: MapView;
      if (b === undefined) {
        next = panBy(g.start, now(a!).x - then(a!).x, now(a!).y - then(a!).y, size);
      } else {
        const m0 = mid(then(a!), then(b));
        const m1 = mid(now(a!), now(b));
        const factor = dist(now(a!), now(b)) / dist(then(a!), then(b));
        next = panBy(zoomAt(g.start, factor, m0, size), m1.x - m0.x, m1.y - m0.y, size);
      }
      g.moved = true;
      setView(next);
    },
    onPointerUp(e: PointerEvent<HTMLDivElement>) {
      if (!pointers.current.delete(e.pointerId)) return;
      const moved = gesture.current?.moved ?? false;
      restart(moved);
      if (pointers.current.size === 0 && moved) commit();
    },
    onPointerCancel(e: PointerEvent<HTMLDivElement>) {
      pointers.current.delete(e.pointerId);
      restart(gesture.current?.moved ?? false);
    },
  };
}
