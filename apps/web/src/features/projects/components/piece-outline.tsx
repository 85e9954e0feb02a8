import type { PreviewOutline } from '@stone/shared/projects/preview';

const SIZE = 40;

const pathOf = (flat: number[]) => {
  const parts: string[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2)
    parts.push(`${i === 0 ? 'M' : 'L'}${flat[i]} ${-(flat[i + 1] as number)}`);
  return `${parts.join(' ')} Z`;
};

/** A thumbnail of one piece (y up, as drawn); holes cut out by the even-odd rule. */
export function PieceOutline({
  outline,
  widthMm,
  heightMm,
}: {
  outline: PreviewOutline | undefined;
  widthMm: number;
  heightMm: number;
}) {
  if (!outline) return <span style={{ display: 'inline-block', width: SIZE, height: SIZE }} />;
  const w = Math.max(widthMm, 1e-6);
  const h = Math.max(heightMm, 1e-6);
  const d = [outline.outline, ...outline.holes].map(pathOf).join(' ');
  return (
    <svg
      width={SIZE}
      height={SIZE}
      viewBox={`0 ${-h} ${w} ${h}`}
      preserveAspectRatio="xMidYMid meet"
      data-testid="piece-outline"
    >
      <path
        d={d}
        fill="#d6e4ff"
        fillRule="evenodd"
        stroke="#1d39c4"
        strokeWidth={Math.max(w, h) / 40}
      />
    </svg>
  );
}
