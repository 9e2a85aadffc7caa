import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type UIEvent } from 'react';
import {
  clampPan,
  firstView,
  fitTransform,
  panBy,
  revealRect,
  scaleLimits,
  zoomAt,
  ZOOM_STEP,
  type Point,
  type Rect,
  type Size,
  type Transform,
} from '../lib/zoom';

/** Movement (px) before a press becomes a drag: a shorter one stays a click on a box. */
const DRAG_THRESHOLD = 5;
/** Below this scale the boxes' text is not drawn. */
const TEXT_SCALE = 0.3;
/** Below this scale a box shows its name and marks only (detail grows with the zoom). */
const NAME_SCALE = 0.6;
/** How long after a drag a click is swallowed. */
const CLICK_GUARD_MS = 350;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Pan and zoom of one transformed layer: the view lives in a ref and is written to the layer's style in an
 * animation frame, so dragging and zooming never re-render the boxes. Mouse wheel and trackpad pinch zoom at
 * the pointer; one finger or the mouse drags; two fingers pinch; the keyboard zooms (+, −, 0; the arrows move the
 * focus between boxes, which brings the focused box into view). A new `start` (another tree) shows the first view
 * (`firstView`); content that grows or shrinks under the same `start` (a branch opened) keeps the view.
 */
export function usePanZoom(content: Size, start: unknown) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const transform = useRef<Transform>({ x: 0, y: 0, k: 1 });
  const sizeRef = useRef(content);
  sizeRef.current = content;
  const frame = useRef(0);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef({ start: { x: 0, y: 0 }, dragging: false, pinch: 0 });
  const clickGuardUntil = useRef(0);

  const viewport = useCallback((): Size => {
    const el = viewportRef.current;
    return { width: el?.clientWidth ?? 0, height: el?.clientHeight ?? 0 };
  }, []);

  const paint = useCallback(() => {
    frame.current = 0;
    const el = canvasRef.current;
    if (!el) return;
    const { x, y, k } = transform.current;
    el.style.transform = `translate(${x}px, ${y}px) scale(${k})`;
    // Too small to read: draw the boxes without their text, which keeps overview zooming light.
    const detail = k < TEXT_SCALE ? 'low' : k < NAME_SCALE ? 'name' : 'full';
    if (el.dataset.detail !== detail) el.dataset.detail = detail;
  }, []);

  /** Clamps, stores and paints in the next frame (several wheel or pointer events make one paint). */
  const commit = useCallback(
    (next: Transform, animate = true) => {
      transform.current = clampPan(next, sizeRef.current, viewport());
      if (animate && typeof requestAnimationFrame === 'function') {
        if (!frame.current) frame.current = requestAnimationFrame(paint);
      } else paint();
    },
    [paint, viewport],
  );

  const limits = useCallback(() => scaleLimits(sizeRef.current, viewport()), [viewport]);
  const centre = useCallback((): Point => {
    const size = viewport();
    return { x: size.width / 2, y: size.height / 2 };
  }, [viewport]);

  // A new tree (or depth): the first view; the same tree grown or shrunk: the same view, kept in reach.
  const { width, height } = content;
  const started = useRef<unknown>(undefined);
  useLayoutEffect(() => {
    if (started.current !== start) {
      started.current = start;
      transform.current = firstView({ width, height }, viewport());
    } else transform.current = clampPan(transform.current, { width, height }, viewport());
    paint();
  }, [width, height, start, paint, viewport]);

  useEffect(
    () => () => {
      if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame.current);
    },
    [],
  );

  // Wheel and trackpad pinch (ctrl + wheel): a non-passive listener, so the page does not scroll meanwhile.
  useEffect(() => {
    const el = viewportRef.current;
    if (!el) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = el.getBoundingClientRect();
      const delta = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaMode === 2 ? event.deltaY * 400 : event.deltaY;
      const factor = Math.exp(-delta * (event.ctrlKey ? 0.01 : 0.0015));
      commit(zoomAt(transform.current, factor, { x: event.clientX - rect.left, y: event.clientY - rect.top }, limits()));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [commit, limits]);

  const local = (event: PointerEvent<HTMLElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const handlers = useMemo(
    () => ({
      onPointerDown(event: PointerEvent<HTMLDivElement>) {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        const point = local(event);
        pointers.current.set(event.pointerId, point);
        if (pointers.current.size === 1) gesture.current = { start: point, dragging: false, pinch: 0 };
        else {
          // a second finger: pinch from now on
          gesture.current.dragging = true;
          for (const id of pointers.current.keys()) event.currentTarget.setPointerCapture?.(id);
          const [a, b] = [...pointers.current.values()];
          gesture.current.pinch = distance(a, b);
        }
      },
      onPointerMove(event: PointerEvent<HTMLDivElement>) {
        const previous = pointers.current.get(event.pointerId);
        if (!previous) return;
        const point = local(event);
        const state = gesture.current;
        if (pointers.current.size === 1) {
          if (!state.dragging) {
            if (distance(point, state.start) < DRAG_THRESHOLD) return;
            state.dragging = true;
            event.currentTarget.setPointerCapture?.(event.pointerId);
            event.currentTarget.dataset.dragging = '';
          }
          pointers.current.set(event.pointerId, point);
          commit(panBy(transform.current, point.x - previous.x, point.y - previous.y));
          return;
        }
        const [idA, idB] = [...pointers.current.keys()];
        const before = middle(pointers.current.get(idA)!, pointers.current.get(idB)!);
        pointers.current.set(event.pointerId, point);
        const a = pointers.current.get(idA)!;
        const b = pointers.current.get(idB)!;
        const after = middle(a, b);
        const span = distance(a, b);
        const factor = state.pinch > 0 && span > 0 ? span / state.pinch : 1;
        state.pinch = span;
        commit(zoomAt(panBy(transform.current, after.x - before.x, after.y - before.y), factor, after, limits()));
      },
      onPointerUp(event: PointerEvent<HTMLDivElement>) {
        pointers.current.delete(event.pointerId);
        if (pointers.current.size === 1) gesture.current.pinch = 0;
        if (pointers.current.size === 0) {
          if (gesture.current.dragging) clickGuardUntil.current = performance.now() + CLICK_GUARD_MS;
          gesture.current.dragging = false;
          delete event.currentTarget.dataset.dragging;
        }
      },
      onPointerCancel(event: PointerEvent<HTMLDivElement>) {
        pointers.current.delete(event.pointerId);
        if (pointers.current.size === 0) {
          gesture.current.dragging = false;
          delete event.currentTarget.dataset.dragging;
        }
      },
      /** Focusing a box scrolls even an `overflow: hidden` box: the transform does the moving here. */
      onScroll(event: UIEvent<HTMLDivElement>) {
        event.currentTarget.scrollTop = 0;
        event.currentTarget.scrollLeft = 0;
      },
      /** A drag that ends on a box must not open it. */
      onClickCapture(event: MouseEvent<HTMLDivElement>) {
        if (performance.now() < clickGuardUntil.current) {
          event.preventDefault();
          event.stopPropagation();
          clickGuardUntil.current = 0;
        }
      },
      onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
        if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
        if (event.key === '+' || event.key === '=') commit(zoomAt(transform.current, ZOOM_STEP, centre(), limits()));
        else if (event.key === '-' || event.key === '_') commit(zoomAt(transform.current, 1 / ZOOM_STEP, centre(), limits()));
        else if (event.key === '0') commit(fitTransform(sizeRef.current, viewport()));
        else return;
        event.preventDefault();
      },
    }),
    [commit, centre, limits, viewport],
  );

  const controls = useMemo(
    () => ({
      zoomIn: () => commit(zoomAt(transform.current, ZOOM_STEP, centre(), limits())),
      zoomOut: () => commit(zoomAt(transform.current, 1 / ZOOM_STEP, centre(), limits())),
      fit: () => commit(fitTransform(sizeRef.current, viewport())),
      /** Brings a box (content coordinates) into view, e.g. when it gets keyboard focus. */
      reveal: (rect: Rect) => {
        const next = revealRect(transform.current, rect, viewport());
        if (next !== transform.current) commit(next, false);
      },
    }),
    [commit, centre, limits, viewport],
  );

  return { viewportRef, canvasRef, handlers, ...controls };
}
