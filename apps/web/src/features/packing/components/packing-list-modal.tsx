import { PrinterOutlined } from '@ant-design/icons';
import { Button, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { WithPrintCopy } from '../../../components/labels/with-print-copy.tsx';
import { usePrintList } from '../api.ts';
import { PackingListSheet } from './packing-list-sheet.tsx';

/** The packing list of a project (or one box) on screen, and printed alone on A4. */
export function PackingListModal(props: {
  projectId: string;
  boxId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('packing');
  const list = usePrintList(
    { projectId: props.projectId, ...(props.boxId ? { boxId: props.boxId } : {}) },
    true,
  );
  return (
    <Modal
      open
      width={900}
      title={t('print.title')}
      onCancel={props.onClose}
      footer={[
        <Button key="close" onClick={props.onClose}>
          {t('print.close')}
        </Button>,
        <Button
          key="print"
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!list.data}
          onClick={() => window.print()}
        >
          {t('print.print')}
        </Button>,
      ]}
    >
      {list.data ? <WithPrintCopy sheet={() => <PackingListSheet data={list.data} />} /> : <Spin />}
    </Modal>
  );
}
