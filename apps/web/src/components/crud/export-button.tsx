import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useCrudText } from './crud-locales.ts';
import { downloadBase64, XLSX_MIME } from './download.ts';
import { useCan } from './use-permission.ts';
import type { Perm } from './route-perms.ts';

type Props = {
  perm: Perm;
  /** Exports what the list shows now (its filters); the server answers "no exportable data". */
  run: () => Promise<{ fileName: string; contentBase64: string }>;
};

export function ExportButton({ perm, run }: Props) {
  const t = useCrudText();
  const can = useCan();
  const [busy, setBusy] = useState(false);
  if (!can(...perm)) return null;
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
