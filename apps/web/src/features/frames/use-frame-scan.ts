import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { frameNumberOfScan } from '@stone/shared/frames/frame-label';
import { codeOfProcessQr, type FlowMode } from '@stone/shared/processes/enums';
import { pieceIdOfScan } from '@stone/shared/production/piece-label';
import { newRequestId, useBindPieces, useMoveFrame } from './api.ts';

export type ScanTone = 'ok' | 'error' | 'note';
export type ScanResult = { id: number; tone: ScanTone; text: string };
export type PanelMode = 'bind' | 'move';
const RESULTS_KEPT = 20;

/**
 * The scan panel's state. Bind: piece labels gather in a list, the frame's label sends them
 * (all or none). Move: the frame's label chooses the frame, a process QR (or a workshop picked
 * on screen) sends it there.
 */
export function useFrameScan() {
  const { t } = useTranslation('frames');
  const bind = useBindPieces();
  const move = useMoveFrame();
  const [mode, setMode] = useState<PanelMode>('bind');
  const [pieces, setPieces] = useState<string[]>([]);
  // Scans can come faster than renders: the list is read and written through a ref.
  const piecesRef = useRef<string[]>([]);
  const setList = (next: string[]) => {
    piecesRef.current = next;
    setPieces(next);
  };
  const [frameScan, setFrameScan] = useState<string | null>(null);
  const [results, setResults] = useState<ScanResult[]>([]);
  const nextId = useRef(0);
  const show = (tone: ScanTone, text: string) =>
    setResults((list) => [{ id: ++nextId.current, tone, text }, ...list].slice(0, RESULTS_KEPT));
  const failed = (error: unknown) =>
    show('error', error instanceof Error ? error.message : String(error));

  const sendBind = async (frame: string) => {
    const sent = piecesRef.current;
    try {
      const answer = await bind.mutateAsync({
        frameScan: frame,
        pieceScans: sent,
        requestId: newRequestId(),
      });
      setList(piecesRef.current.filter((s) => !sent.includes(s)));
      show('ok', t('scan.bound', { count: answer.pieces.length, number: answer.frame.number }));
    } catch (error) {
      failed(error);
    }
  };

  const sendMove = async (
    frame: string,
    to: { processQr: string } | { workshopId: string; mode: FlowMode },
  ) => {
    try {
      const answer = await move.mutateAsync({ frameScan: frame, ...to, requestId: newRequestId() });
      show(
        'ok',
        t('scan.moved', {
          number: answer.frame.number,
          from: answer.record.fromLocation,
          to: answer.record.toLocation,
        }),
      );
    } catch (error) {
      failed(error);
    }
  };

  const scan = (text: string) => {
    const isFrame = frameNumberOfScan(text) !== null;
    if (mode === 'bind') {
      if (isFrame) {
        if (piecesRef.current.length === 0) return show('note', t('scan.noPieces'));
        return void sendBind(text);
      }
      const piece = pieceIdOfScan(text);
      if (piece === null) return show('error', t('scan.notLabel', { scan: text }));
      if (piecesRef.current.some((s) => pieceIdOfScan(s) === piece))
        return show('note', t('scan.duplicate', { scan: text }));
      return setList([...piecesRef.current, text]);
    }
    if (isFrame) return setFrameScan(text);
    if (codeOfProcessQr(text) !== null) {
      if (!frameScan) return show('note', t('scan.noFrame'));
      return void sendMove(frameScan, { processQr: text });
    }
    show('error', t('scan.notLabel', { scan: text }));
  };

  return {
    mode,
    setMode: (next: PanelMode) => {
      setMode(next);
      setList([]);
      setFrameScan(null);
    },
    pieces,
    frameScan,
    results,
    busy: bind.isPending || move.isPending,
    scan,
    clear: () => {
      setList([]);
      setFrameScan(null);
    },
    moveToWorkshop: (workshopId: string, flow: FlowMode) =>
      frameScan ? sendMove(frameScan, { workshopId, mode: flow }) : show('note', t('scan.noFrame')),
  };
}
