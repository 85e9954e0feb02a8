import dayjs from 'dayjs';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { PlanSheetHeader } from '@stone/shared/planning/schemas';
import { formatYield, type SlabLayout } from './layout-types.ts';
import { SlabDrawing } from './slab-drawing.tsx';

type Props = {
  title: string;
  planeYieldPercent: string | null;
  layouts: SlabLayout[];
  /** Project, order and material (issue 23: a sheet on the saw named none of them). */
  sheet?: PlanSheetHeader | null | undefined;
  /** When the sheet is printed, shown on it; the screen passes now. */
  printedAt?: Date;
};

/** "Project X · Order SO-1 · Material 雅士白 · 20 mm · Printed 2026-11-26". */
function SheetHeader({ sheet, printedAt }: { sheet: PlanSheetHeader | null; printedAt: Date }) {
  const { t } = useTranslation('projects');
  const parts = [
    sheet ? t('layout.sheetProject', { name: sheet.projectName }) : null,
    sheet?.orderNo ? t('layout.sheetOrder', { orderNo: sheet.orderNo }) : null,
    sheet?.material ? t('layout.sheetMaterial', { material: sheet.material }) : null,
    sheet?.thicknessMm ? t('layout.sheetThickness', { thickness: sheet.thicknessMm }) : null,
    t('layout.sheetPrinted', { date: dayjs(printedAt).format('YYYY-MM-DD') }),
  ];
  return <p className="layout-print-header">{parts.filter(Boolean).join(' · ')}</p>;
}

/** Which slab of the stock to lay the layout on, or which remnant. */
function StockLine({ stock }: { stock: SlabLayout['stock'] }) {
  const { t } = useTranslation('projects');
  if (!stock) return null;
  const key = stock.isRemnant ? 'layout.stockRemnant' : 'layout.stockSlab';
  return <p className="layout-print-stock">{t(key, { barcode: stock.barcode })}</p>;
}

/**
 * The printable sheet: every slab at full width, one per page, with its code list. It lives at
 * the end of <body> and the print stylesheet (layout-viewer.css) prints only it, so the shell
 * (sidebar, top bar) stays off paper without touching the layout's code.
 */
export function LayoutPrintSheet({
  title,
  planeYieldPercent,
  layouts,
  sheet = null,
  printedAt = new Date(),
}: Props) {
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
          <SheetHeader sheet={sheet} printedAt={printedAt} />
          <StockLine stock={layout.stock} />
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
