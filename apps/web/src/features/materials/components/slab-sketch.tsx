import type { PointerEvent as ReactPointerEvent } from 'react';
import { useRef, useState } from 'react';
import type { SlabDefect } from '@stone/shared/materials/slabs';

type Rect = { x: number; y: number; width: number; height: number };
type Props = {
  lengthMm: number;
  widthMm: number;
  defects: readonly SlabDefect[];
  /** When given, dragging on the sketch draws a new rectangle (in mm, clipped to the slab). */
  onDraw?: (rect: Rect) => void;
  ariaLabel: string;
};

const VIEW_W = 600;

/**
 * The slab to scale with its defects: x runs along the length, y along the width, both in mm from
 * the slab's corner, as the server stores them.
 */
export function SlabSketch({ lengthMm, widthMm, defects, onDraw, ariaLabel }: Props) {
  const svg = useRef<SVGSVGElement>(null);
  const [start, setStart] = useState<{ x: number; y: number } | null>(null);
  const [draft, setDraft] = useState<Rect | null>(null);
  const length = Math.max(lengthMm, 1);
  const width = Math.max(widthMm, 1);
  const scale = VIEW_W / length;
  const viewH = Math.max(width * scale, 40);

  const toMm = (e: ReactPointerEvent) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0) return { x: 0, y: 0 };
    const clamp = (v: number, max: number) => Math.round(Math.min(Math.max(v, 0), max));
    return {
      x: clamp(((e.clientX - box.left) / box.width) * length, length),
      y: clamp(((e.clientY - box.top) / box.height) * (viewH / scale), width),
    };
  };
  const span = (a: { x: number; y: number }, b: { x: number; y: number }): Rect => ({
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  });

  const drawing = onDraw
    ? {
        onPointerDown: (e: ReactPointerEvent) => {
          (e.target as Element).setPointerCapture?.(e.pointerId);
          setStart(toMm(e));
        },
        onPointerMove: (e: ReactPointerEvent) => start && setDraft(span(start, toMm(e))),
        onPointerUp: (e: ReactPointerEvent) => {
          const rect = start ? span(start, toMm(e)) : null;
          setStart(null);
          setDraft(null);
          if (rect && rect.width > 0 && rect.height > 0) onDraw(rect);
        },
      }
    : {};

  const shape = (d: SlabDefect | ({ kind: 'rect' } & Rect), key: string, draftShape = false) => {
    const style = {
      fill: draftShape ? 'rgba(22,119,255,0.25)' : 'rgba(255,77,79,0.35)',
      stroke: draftShape ? '#1677ff' : '#ff4d4f',
      strokeWidth: 1.5 / scale,
    };
    if (d.kind === 'rect')
      return <rect key={key} x={d.x} y={d.y} width={d.width} height={d.height} {...style} />;
    return <polygon key={key} points={d.points.map((p) => p.join(',')).join(' ')} {...style} />;
  };

  return (
    <svg
      ref={svg}
      role="img"
      aria-label={ariaLabel}
      data-testid="slab-sketch"
      viewBox={`0 0 ${length} ${viewH / scale}`}
      style={{
        width: '100%',
        maxWidth: VIEW_W,
        touchAction: 'none',
        cursor: onDraw ? 'crosshair' : 'default',
      }}
      {...drawing}
    >
      <rect
        x={0}
        y={0}
        width={length}
        height={width}
        fill="#e8e2d6"
        stroke="#8c8c8c"
        strokeWidth={2 / scale}
      />
      {defects.map((d, i) => shape(d, `d${i}`))}
      {draft && shape({ kind: 'rect', ...draft }, 'draft', true)}
    </svg>
  );
}
