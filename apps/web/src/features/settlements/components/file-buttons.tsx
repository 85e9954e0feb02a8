import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBase64, XLSX_MIME } from '../../../components/crud/download.ts';
import { downloadDocument } from '../api.ts';

type Props = { id: string; via: 'settlement' | 'showOrder' };

/** PDF (made on the server, with its CJK font), Excel, and the browser's own print. */
export function FileButtons({ id, via }: Props) {
  const { t } = useTranslation('settlements');
  const [busy, setBusy] = useState<'pdf' | 'excel' | null>(null);
  const download = async (kind: 'pdf' | 'excel') => {
    setBusy(kind);
    try {
      if (kind === 'pdf') {
        const file = await downloadDocument(via, 'pdf', id);
        downloadBase64(file.fileName, file.pdfBase64, 'application/pdf');
      } else {
        const file = await downloadDocument(via, 'excel', id);
        downloadBase64(file.fileName, file.contentBase64, XLSX_MIME);
      }
    } catch {
      // The API client already showed why.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space className="settlement-no-print" wrap>
      <Button
        icon={<DownloadOutlined />}
        loading={busy === 'pdf'}
        onClick={() => void download('pdf')}
      >
        {t('action.pdf')}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        loading={busy === 'excel'}
        onClick={() => void download('excel')}
      >
        {t('action.excel')}
      </Button>
      <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
        {t('action.print')}
      </Button>
    </Space>
  );
}
