import { useTranslation } from 'react-i18next';
import type { BigSlabItem } from '@stone/shared/materials/slabs';
import { BarcodeSvg } from '../../../components/labels/barcode-svg.tsx';
import { WithPrintCopy } from '../../../components/labels/with-print-copy.tsx';

export type LabelSlab = Pick<
  BigSlabItem,
  | 'id'
  | 'barcode'
  | 'blockNo'
  | 'bundleNo'
  | 'slabNo'
  | 'material'
  | 'thicknessMm'
  | 'lengthMm'
  | 'widthMm'
  | 'warehouseName'
  | 'rackNumber'
>;

/** The labels of the chosen slabs: Code128 and QR of the barcode, numbers, size and place. */
export function LabelSheet({ slabs, print = false }: { slabs: LabelSlab[]; print?: boolean }) {
  const { t } = useTranslation('materials');
  return (
    <div className="label-sheet" data-testid={print ? 'label-print' : 'label-sheet'}>
      {slabs.map((s) => (
        <div key={s.id} className="label-card">
          <BarcodeSvg kind="code128" text={s.barcode} label={`${t('slab.barcode')} ${s.barcode}`} />
          <BarcodeSvg kind="qrcode" text={s.barcode} label={`QR ${s.barcode}`} />
          <div className="label-text">
            <b>{s.material}</b>
            <span>
              {t('slab.blockNo')} {s.blockNo} · {t('slab.bundleNo')} {s.bundleNo} ·{' '}
              {t('slab.slabNo')} {s.slabNo}
            </span>
            <span>
              {t('detail.size', { length: s.lengthMm, width: s.widthMm, thickness: s.thicknessMm })}
            </span>
            {/* Where the slab lives, so a label found on the floor leads back (issue 23). */}
            <span data-testid="label-place">
              {t('slab.warehouse')} {s.warehouseName}
              {s.rackNumber ? ` · ${t('slab.rack')} ${s.rackNumber}` : ''}
            </span>
          </div>
        </div>
      ))}
    </div>
  );
}

/** The labels on screen, and the copy the print stylesheet prints alone. */
export function LabelSheetWithPrint({ slabs }: { slabs: LabelSlab[] }) {
  return <WithPrintCopy sheet={(print) => <LabelSheet slabs={slabs} print={print} />} />;
}
