import { Empty, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PrintModal } from '../../../components/labels/print-modal.tsx';
import type { LabelSlab } from './label-sheet.tsx';

// The barcode library loads only when labels are shown, not with every list.
const LabelSheet = lazy(async () => ({
  default: (await import('./label-sheet.tsx')).LabelSheetWithPrint,
}));

/** The labels of the chosen slabs and a print button (the print stylesheet prints only them). */
export function LabelsModal({
  slabs,
  open,
  onClose,
}: {
  slabs: LabelSlab[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('materials');
  return (
    <PrintModal
      open={open}
      title={t('titles.labels')}
      printText={t('actions.print')}
      canPrint={slabs.length > 0}
      onClose={onClose}
    >
      {slabs.length ? (
        <Suspense fallback={<Spin />}>
          <LabelSheet slabs={slabs} />
        </Suspense>
      ) : (
        <Empty description={t('labels.selectHint')} />
      )}
    </PrintModal>
  );
}
