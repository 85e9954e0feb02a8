import { useTranslation } from 'react-i18next';
import type { DataOf } from '@stone/shared';
import { BarcodeSvg } from '../../../components/labels/barcode-svg.tsx';
import { WithPrintCopy } from '../../../components/labels/with-print-copy.tsx';

type Label = DataOf<'webIronFrame/getFrameLabels'>['labels'][number];

/** A frame's label: Code128 and QR of `FR-<number>`, the number and class no. in text. */
export function FrameLabelSheet({ labels, print = false }: { labels: Label[]; print?: boolean }) {
  const { t } = useTranslation('frames');
  return (
    <div className="label-sheet" data-testid={print ? 'label-print' : 'label-sheet'}>
      {labels.map((l) => (
        <div key={l.number} className="label-card">
          <BarcodeSvg kind="code128" text={l.scanCode} label={`${t('field.number')} ${l.number}`} />
          <BarcodeSvg kind="qrcode" text={l.scanCode} label={`QR ${l.scanCode}`} />
          <div className="label-text">
            <b>{l.number}</b>
            {l.classNo ? (
              <span>
                {t('field.classNo')} {l.classNo}
              </span>
            ) : null}
          </div>
        </div>
      ))}
    </div>
  );
}

export function FrameLabelSheetWithPrint({ labels }: { labels: Label[] }) {
  return <WithPrintCopy sheet={(print) => <FrameLabelSheet labels={labels} print={print} />} />;
}
