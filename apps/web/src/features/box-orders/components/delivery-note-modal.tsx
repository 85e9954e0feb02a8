import { PrinterOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BoxOrderDetail } from '@stone/shared/box-orders/box-orders';
import { WithPrintCopy } from '../../../components/labels/with-print-copy.tsx';
import { DeliveryNoteSheet } from './delivery-note-sheet.tsx';

/** The delivery note on screen, and printed alone on A4 from the browser. */
export function DeliveryNoteModal(props: { data: BoxOrderDetail; onClose: () => void }) {
  const { t } = useTranslation('boxOrders');
  return (
    <Modal
      open
      width={900}
      title={t('note.title')}
      onCancel={props.onClose}
      footer={[
        <Button key="close" onClick={props.onClose}>
          {t('actions.close')}
        </Button>,
        <Button
          key="print"
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
        >
          {t('note.print')}
        </Button>,
      ]}
    >
      <WithPrintCopy sheet={() => <DeliveryNoteSheet data={props.data} />} />
    </Modal>
  );
}
