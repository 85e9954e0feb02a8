import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportMode } from '@stone/shared/materials/enums';
import type { ImportRowError } from '@stone/shared/materials/slabs';
import { uploadFile } from '../../../components/crud/upload-file.ts';
import { ApiError, isBusinessAnswer } from '../../../lib/api-client.ts';
import { useImportSlabs } from '../api.ts';

export type ImportQuestion = { fileId: string; message: string };
export type ImportRefusal = { message: string; errors: ImportRowError[]; total: number };

const refusalOf = (error: unknown): ImportRefusal | null => {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null)
    return null;
  const data = error.data as { errors?: unknown; total?: unknown };
  if (!Array.isArray(data.errors)) return null;
  const errors = data.errors as ImportRowError[];
  return { message: error.message, errors, total: Number(data.total ?? errors.length) };
};

/**
 * The Excel import: upload the sheet, import it; when some barcodes are in stock already the
 * server answers code 1 and the person chooses keep or overwrite; a refused sheet comes back with
 * its row errors, shown in a table. The call is quiet, so this is the only place that speaks.
 */
export function useSlabImport() {
  const { t } = useTranslation('materials');
  const { message } = App.useApp();
  const importSlabs = useImportSlabs();
  const [busy, setBusy] = useState(false);
  const [question, setQuestion] = useState<ImportQuestion | null>(null);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);

  const run = async (fileId: string, mode?: ImportMode) => {
    setBusy(true);
    try {
      const done = await importSlabs.mutateAsync(mode ? { fileId, mode } : { fileId });
      setQuestion(null);
      // Every row kept as it was: the outcome is that nothing was imported, not a success.
      if (done.created + done.updated === 0)
        void message.info(t('importFlow.nothingImported', done));
      else void message.success(t('importFlow.done', done));
    } catch (error) {
      setQuestion(null);
      const refused = refusalOf(error);
      if (isBusinessAnswer(error)) setQuestion({ fileId, message: error.message });
      else if (refused) setRefusal(refused);
      else if (error instanceof Error) void message.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  const start = async (file: File) => {
    setBusy(true);
    try {
      // The import's answer is the outcome: "uploaded" before "nothing imported" misled (issue 23).
      const uploaded = await uploadFile('xlsx', file, undefined, { quietSuccess: true });
      await run(uploaded.fileId);
    } catch {
      // The upload's own error was shown by the API client.
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    question,
    refusal,
    start,
    answer: (mode: ImportMode) => question && void run(question.fileId, mode),
    dismiss: () => {
      setQuestion(null);
      setRefusal(null);
    },
  };
}
