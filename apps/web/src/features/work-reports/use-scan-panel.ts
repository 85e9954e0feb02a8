import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeOfProcessQr } from '@stone/shared/processes/enums';
import { pieceIdOfScan } from '@stone/shared/production/piece-label';
import type { ScanContextData, WorkReportItem } from '@stone/shared/production/work-reports';
import { newRequestId, useReportWork } from './api.ts';
import { addToBatch, withResult, type ScanResult, type ScanTone } from './scan-session.ts';

type Process = ScanContextData['processes'][number];
export type ScanMode = 'single' | 'batch';

// A worker's tablet stays at one station: the process chosen last is chosen again next time.
const PROCESS_KEY = 'stone.workReports.processId';
function rememberedProcess(processes: Process[]): string | undefined {
  if (processes.length === 1) return processes[0]?.id;
  const id = globalThis.localStorage?.getItem(PROCESS_KEY);
  return processes.some((p) => p.id === id) ? (id ?? undefined) : undefined;
}

/**
 * The scan panel's state: the process, the mode, the batch list and the latest results. A scan
 * of a process QR switches the process; a piece label is reported at once (single) or joins the
 * batch list, which only a successful report empties.
 */
export function useScanPanel(context: ScanContextData) {
  const { t } = useTranslation('workReports');
  const report = useReportWork();
  const [processId, setProcessId] = useState(() => rememberedProcess(context.processes));
  const [switchChoice, setSwitchChoice] = useState<ScanMode>('single');
  const [batch, setBatch] = useState<string[]>([]);
  // Scans can come faster than renders: the list is read and written through a ref.
  const batchRef = useRef<string[]>([]);
  const updateBatch = (next: string[]) => {
    batchRef.current = next;
    setBatch(next);
  };
  const [results, setResults] = useState<ScanResult[]>([]);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const nextId = useRef(0);

  const process = context.processes.find((p) => p.id === processId);
  const mode: ScanMode =
    !process || process.reportMode === 'switchable' ? switchChoice : process.reportMode;

  const show = (tone: ScanTone, text: string) =>
    setResults((list) => withResult(list, { id: ++nextId.current, tone, text }));
  const showReport = (r: WorkReportItem) =>
    show(
      'ok',
      r.nextProcessName
        ? t('result.next', { code: r.pieceCode, process: r.processName, next: r.nextProcessName })
        : t('result.routeDone', { code: r.pieceCode, process: r.processName }),
    );

  const chooseProcess = (id: string) => {
    setProcessId(id);
    globalThis.localStorage?.setItem(PROCESS_KEY, id);
  };

  /** Resolves true when the server reported every scan; its refusal is shown as a red line. */
  const send = async (at: Process, scans: string[]) => {
    try {
      const answer = await report.mutateAsync({
        processId: at.id,
        scans,
        requestId: newRequestId(),
      });
      answer.reports.forEach(showReport);
      return true;
    } catch (error) {
      show('error', error instanceof Error ? error.message : String(error));
      return false;
    }
  };

  const scan = (text: string) => {
    const code = codeOfProcessQr(text);
    if (code !== null) {
      const found = context.processes.find((p) => p.code === code);
      if (!found) return show('error', t('result.unknownProcess', { scan: text }));
      chooseProcess(found.id);
      return show('info', t('result.processSet', { name: found.name }));
    }
    if (!process) return show('note', t('result.noProcess'));
    if (pieceIdOfScan(text) === null) return show('error', t('result.notPiece', { scan: text }));
    if (mode === 'single') return void send(process, [text]);
    const added = addToBatch(batchRef.current, text, context.batchMax);
    if (added.outcome === 'duplicate') show('note', t('result.duplicate', { scan: text }));
    else if (added.outcome === 'full')
      show('note', t('result.batchFull', { max: context.batchMax }));
    else updateBatch(added.scans);
  };

  /** One batch at a time; scans added while it is on its way stay in the list. */
  const sendBatch = async () => {
    const sent = batchRef.current;
    if (!process || sent.length === 0 || sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    try {
      if (await send(process, sent)) updateBatch(batchRef.current.filter((s) => !sent.includes(s)));
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  return {
    process,
    mode,
    batch,
    results,
    sending,
    chooseProcess,
    setSwitchChoice,
    scan,
    sendBatch,
    removeScan: (text: string) => updateBatch(batchRef.current.filter((s) => s !== text)),
    clearBatch: () => updateBatch([]),
  };
}
