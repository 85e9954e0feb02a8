import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatYield, type SlabLayout } from './layout-types.ts';
import { SlabDrawing } from './slab-drawing.tsx';

type Props = { title: string; planeYieldPercent: string | null; layouts: SlabLayout[] };

/**
 * The printable sheet: every slab at full width, one per page, with its code list. It lives at
 * the end of <body> and the print stylesheet (layout-viewer.css) prints only it, so the shell
 * (sidebar, top bar) stays off paper without touching the layout's code.
 */
export function LayoutPrintSheet({ title, planeYieldPercent, layouts }: Props) {
  const { t } = useTranslation('projects');
  return createPortal(
    <div className="layout-print-sheet" aria-hidden>
      {layouts.map((layout) => (
        <section key={layout.seq} className="layout-print-page">
          <h2>
            {title} ·{' '}
            {t('layout.slabTitle', {
              seq: layout.seq,
              length: layout.lengthMm,
              width: layout.widthMm,
            })}
          </h2>
          <p>
            {t('layout.slabYield', { value: formatYield(layout.yieldPercent) })} ·{' '}
            {t('layout.planeYield', { value: formatYield(planeYieldPercent) })}
          </p>
          <svg viewBox={`0 0 ${layout.lengthMm} ${layout.widthMm}`} className="layout-print-svg">
            <SlabDrawing layout={layout} />
          </svg>
          <p className="layout-print-codes">
            {layout.placements
              .map((p) => `${p.code} ${Math.round(p.width)}×${Math.round(p.height)}`)
              .join(' · ')}
          </p>
        </section>
      ))}
    </div>,
    document.body,
  );
}
