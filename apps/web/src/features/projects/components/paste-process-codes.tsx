import { App, Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parsePastedRows } from '@stone/shared/projects/piece-process';
import { usePasteProcessCodes } from '../api.ts';

/**
 * Process codes by Excel (issue 17): two columns copied from a sheet (piece code, process code)
 * and pasted; pieces are matched by code, and codes that name no piece are listed back.
 */
export function PasteProcessCodes({ projectId, version }: { projectId: string; version: number }) {
  const { t } = useTranslation('projects');
  const { message } = App.useApp();
  const paste = usePasteProcessCodes();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const rows = parsePastedRows(text);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('pieceProcess.paste')}</Button>
      <Modal
        open={open}
        title={t('pieceProcess.pasteTitle')}
        okButtonProps={{ disabled: rows.length === 0 }}
        confirmLoading={paste.isPending}
        onCancel={() => setOpen(false)}
        onOk={() =>
          void paste.mutateAsync({ id: projectId, version, rows }).then((res) => {
            if (res.unknownPieces.length > 0)
              void message.warning(
                t('pieceProcess.unknownPieces', { codes: res.unknownPieces.join(', ') }),
              );
            setText('');
            setOpen(false);
          })
        }
      >
        <Typography.Paragraph type="secondary">{t('pieceProcess.pasteHint')}</Typography.Paragraph>
        <Input.TextArea
          aria-label={t('pieceProcess.pasteTitle')}
          rows={8}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </Modal>
    </>
  );
}
