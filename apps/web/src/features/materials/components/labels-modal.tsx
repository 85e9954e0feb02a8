import { PrinterOutlined } from '@ant-design/icons';
import { Button, Empty, Modal, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
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
    <Modal
      open={open}
      title={t('titles.labels')}
      onCancel={onClose}
      width="min(960px, 96vw)"
      destroyOnHidden
      footer={
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!slabs.length}
          onClick={() => window.print()}
        >
          {t('actions.print')}
        </Button>
      }
    >
      {slabs.length ? (
        <Suspense fallback={<Spin />}>
          <LabelSheet slabs={slabs} />
        </Suspense>
      ) : (
        <Empty description={t('labels.selectHint')} />
      )}
    </Modal>
  );
}
