import { Empty, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PrintModal } from '../../../components/labels/print-modal.tsx';
import { useFrameLabels } from '../api.ts';

// The barcode library loads only when labels are shown, not with the list.
const LabelSheet = lazy(async () => ({
  default: (await import('./frame-label-sheet.tsx')).FrameLabelSheetWithPrint,
}));

/** The chosen frames' labels and a print button (the print stylesheet prints only them). */
export function FrameLabelsModal({
  ids,
  open,
  onClose,
}: {
  ids: string[];
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('frames');
  const labels = useFrameLabels(open ? ids : []);
  const list = labels.data?.labels ?? [];
  return (
    <PrintModal
      open={open}
      title={t('labels.title')}
      printText={t('action.print')}
      canPrint={list.length > 0}
      onClose={onClose}
    >
      {!ids.length ? (
        <Empty description={t('labels.selectHint')} />
      ) : labels.isLoading ? (
        <Spin />
      ) : (
        <Suspense fallback={<Spin />}>
          <LabelSheet labels={list} />
        </Suspense>
      )}
    </PrintModal>
  );
}
