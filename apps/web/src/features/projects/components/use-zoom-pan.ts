import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';

export type ViewBox = { x: number; y: number; w: number; h: number };

const STEP = 1.25;
const MIN_SCALE = 0.5;
const MAX_SCALE = 40;

/** `x y w h`, as the SVG attribute reads it. */
export const viewBoxText = (v: ViewBox) => `${v.x} ${v.y} ${v.w} ${v.h}`;

/** Zoom by `factor` (> 1 zooms in) keeping the point (cx, cy) of the drawing where it is. */
function zoomAt(v: ViewBox, home: ViewBox, factor: number, cx: number, cy: number): ViewBox {
  const scale = home.w / (v.w / factor);
  if (scale < MIN_SCALE || scale > MAX_SCALE) return v;
  const w = v.w / factor;
  const h = v.h / factor;
  return { x: cx - ((cx - v.x) * w) / v.w, y: cy - ((cy - v.y) * h) / v.h, w, h };
}

/**
 * Zoom and pan of one SVG by its viewBox: buttons, the wheel (around the pointer), dragging,
 * and the keys + − 0 when the drawing has focus. The drawing itself is never re-laid out.
 */
export function useZoomPan(home: ViewBox, svgRef: RefObject<SVGSVGElement | null>) {
  const [view, setView] = useState(home);
  const drag = useRef<{ px: number; py: number; start: ViewBox; scale: number } | null>(null);
  const center = (v: ViewBox) => [v.x + v.w / 2, v.y + v.h / 2] as const;

  const zoomIn = useCallback(() => setView((v) => zoomAt(v, home, STEP, ...center(v))), [home]);
  const zoomOut = useCallback(
    () => setView((v) => zoomAt(v, home, 1 / STEP, ...center(v))),
    [home],
  );
  const reset = useCallback(() => setView(home), [home]);

  // React's wheel listener is passive, so the page would scroll while zooming: add our own.
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const box = svg.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      setView((v) => {
        const cx = v.x + ((e.clientX - box.left) / box.width) * v.w;
        const cy = v.y + ((e.clientY - box.top) / box.height) * v.h;
        return zoomAt(v, home, e.deltaY < 0 ? STEP : 1 / STEP, cx, cy);
      });
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [home, svgRef]);
  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    drag.current = {
      px: e.clientX,
      py: e.clientY,
      start: view,
      scale: box.width ? view.w / box.width : 1,
    };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d) return;
    setView({
      ...d.start,
      x: d.start.x - (e.clientX - d.px) * d.scale,
      y: d.start.y - (e.clientY - d.py) * d.scale,
    });
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === '+' || e.key === '=') zoomIn();
    else if (e.key === '-' || e.key === '_') zoomOut();
    else if (e.key === '0') reset();
    else return;
    e.preventDefault();
  };

  return {
    view,
    zoomIn,
    zoomOut,
    reset,
    svgHandlers: { onPointerDown, onPointerMove, onPointerUp, onPointerLeave: onPointerUp },
    onKeyDown,
  };
}
