import { useTranslation } from 'react-i18next';
import type { PieceLabel } from '@stone/shared/production/piece-label';
import { BarcodeSvg } from '../../../components/labels/barcode-svg.tsx';
import { WithPrintCopy } from '../../../components/labels/with-print-copy.tsx';

/**
 * Issue 17: one label per piece, its code, project, plane, size and process code in text, and
 * a Code128 and a QR of its scan code (the piece id behind a prefix: the code itself may hold
 * Chinese or spaces, which a scanner's keyboard wedge loses).
 */
export function PieceLabelSheet({
  labels,
  print = false,
}: {
  labels: PieceLabel[];
  print?: boolean;
}) {
  const { t } = useTranslation('projects');
  return (
    <div className="label-sheet" data-testid={print ? 'piece-label-print' : 'piece-label-sheet'}>
      {labels.map((label) => (
        <div key={label.scanCode} className="label-card" data-testid="piece-label">
          <BarcodeSvg
            kind="code128"
            text={label.scanCode}
            label={t('pieceLabels.code128', { code: label.code })}
          />
          <BarcodeSvg
            kind="qrcode"
            text={label.scanCode}
            label={t('pieceLabels.qr', { code: label.code })}
          />
          <div className="label-text">
            <b data-testid="piece-label-code">{label.code}</b>
            <span>{t('pieceLabels.project', { name: label.projectName })}</span>
            <span>{t('pieceLabels.plane', { name: label.planeName })}</span>
            <span>{label.size}</span>
            <span>{t('pieceLabels.process', { code: label.processCode || '—' })}</span>
          </div>
        </div>
      ))}
    </div>
  );
}

/** The sheet on screen, and the copy the print stylesheet prints alone. */
export function PieceLabelSheetWithPrint({ labels }: { labels: PieceLabel[] }) {
  return <WithPrintCopy sheet={(print) => <PieceLabelSheet labels={labels} print={print} />} />;
}
