import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useCrudText } from './crud-locales.ts';
import { downloadBase64, XLSX_MIME } from './download.ts';
import { useCan } from './use-permission.ts';

type Props = {
  perm: readonly [string, string];
  /** Exports what the list shows now (its filters); the server answers "no exportable data". */
  run: () => Promise<{ fileName: string; contentBase64: string }>;
};

export function ExportButton({ perm, run }: Props) {
  const t = useCrudText();
  const can = useCan();
  const [busy, setBusy] = useState(false);
  if (!can(perm[0], perm[1])) return null;
  const onClick = async () => {
    setBusy(true);
    try {
      const file = await run();
      downloadBase64(file.fileName, file.contentBase64, XLSX_MIME);
    } catch {
      // The API client already showed why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void onClick()}>
      {t('export')}
    </Button>
  );
}
