import { PrinterOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';

/**
 * A sheet to print (labels, a packing list) shown on screen with one print button; the print
 * stylesheet (labels.css, WithPrintCopy) sends only the sheet to the printer.
 */
export function PrintModal(props: {
  open: boolean;
  title: string;
  printText: string;
  /** False while there is nothing to print yet (loading, nothing chosen). */
  canPrint: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={props.onClose}
      width="min(960px, 96vw)"
      destroyOnHidden
      footer={
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!props.canPrint}
          onClick={() => window.print()}
        >
          {props.printText}
        </Button>
      }
    >
      {props.children}
    </Modal>
  );
}
