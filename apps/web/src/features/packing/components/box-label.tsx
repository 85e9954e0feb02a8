import { useTranslation } from 'react-i18next';
import type { BoxItem } from '@stone/shared/packing/packing';
import { BarcodeSvg } from '../../../components/labels/barcode-svg.tsx';

/** A box's label: its name, project, order number, size and count, a Code128 and a QR of BX-<id>. */
export function BoxLabel({ box }: { box: BoxItem }) {
  const { t } = useTranslation('packing');
  return (
    <div className="label-sheet">
      <div className="label-card" data-testid="box-label">
        <BarcodeSvg kind="code128" text={box.scanCode} label={t('print.labelTitle')} />
        <BarcodeSvg kind="qrcode" text={box.scanCode} label={t('print.labelTitle')} />
        <div className="label-text">
          <b>{box.name}</b>
          <span>{box.projectName}</span>
          <span>{box.orderNo}</span>
          <span>{`${box.outerLengthMm} × ${box.outerWidthMm} × ${box.outerHeightMm} mm`}</span>
          <span>{t(`boxType.${box.boxType}`)}</span>
          <span>{`${box.pieceCount} · ${box.areaM2} m² · ${box.weightKg} kg`}</span>
        </div>
      </div>
    </div>
  );
}
