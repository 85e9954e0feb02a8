import { App } from 'antd';
import { useState } from 'react';
import { uploadFile } from '../crud/upload-file.ts';
import { ApiError, isBusinessAnswer } from '../../lib/api-client.ts';

/** A refused row of a sheet, as every import answers it (`data.errors`, capped, with `total`). */
export type ImportRowError = { row: number; column: string; message: string };
export type ImportMode = 'keep' | 'overwrite';
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
 * An Excel import: upload the sheet, import it; when the target holds rows already the server
 * answers code 1 and the person chooses keep or overwrite; a refused sheet comes back with its
 * row errors. The import call is quiet, so `onDone` (the outcome) is the only place that speaks.
 */
export function useExcelImport<R>(
  importFile: (fileId: string, mode?: ImportMode) => Promise<R>,
  onDone: (result: R) => void,
) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [question, setQuestion] = useState<ImportQuestion | null>(null);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);

  const run = async (fileId: string, mode?: ImportMode) => {
    setBusy(true);
    try {
      const done = await importFile(fileId, mode);
      setQuestion(null);
      onDone(done);
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

export type ExcelImportFlow = ReturnType<typeof useExcelImport>;
