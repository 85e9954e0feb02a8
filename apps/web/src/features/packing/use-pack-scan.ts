import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { boxIdOfScan } from '@stone/shared/packing/box-label';
import { pieceIdOfScan } from '@stone/shared/production/piece-label';
import type { BoxItem } from '@stone/shared/packing/packing';
import { api } from '../../lib/api.ts';
import { newRequestId, useKitCheck, usePackPieces } from './api.ts';

export type PackScanMode = 'kit' | 'pack';
export type ScanLine = { id: number; tone: 'ok' | 'error' | 'info'; text: string };
const KEPT = 20;

/**
 * The scan panel's state. Kit check: every piece label is checked at once. Pack: a box label
 * chooses the box (kept until another is scanned), then each piece label is packed into it.
 * The server's refusal (it names the piece, the box and why) is shown as it comes.
 */
export function usePackScan() {
  const { t } = useTranslation('packing');
  const kit = useKitCheck();
  const pack = usePackPieces();
  const [mode, setMode] = useState<PackScanMode>('kit');
  const [box, setBox] = useState<{ scan: string; item: BoxItem | null } | null>(null);
  const [lines, setLines] = useState<ScanLine[]>([]);
  const nextId = useRef(0);
  const show = (tone: ScanLine['tone'], text: string) =>
    setLines((list) => [{ id: ++nextId.current, tone, text }, ...list].slice(0, KEPT));
  const failed = (error: unknown) =>
    show('error', error instanceof Error ? error.message : String(error));

  const checkPiece = async (scan: string) => {
    try {
      const answer = await kit.mutateAsync({ scans: [scan], requestId: newRequestId() });
      answer.checked.forEach((c) => show('ok', t('scan.checked', { code: c.code })));
      answer.completedGroups.forEach((key) => {
        // Keys are `box:<planned box no.>` or `plane:<id>` (packages/shared/src/packing/packing.ts).
        const boxNo = /^box:(\d+)$/.exec(key)?.[1];
        const group = boxNo ? t('groups.box', { no: boxNo }) : t('scan.planeGroup');
        show('ok', t('scan.groupDone', { group }));
      });
    } catch (error) {
      failed(error);
    }
  };
  const packPiece = async (boxScan: string, scan: string) => {
    try {
      const answer = await pack.mutateAsync({ boxScan, scans: [scan], requestId: newRequestId() });
      setBox({ scan: boxScan, item: answer.box });
      answer.packed.forEach((p) =>
        show('ok', t('scan.packed', { code: p.code, box: answer.box.name })),
      );
    } catch (error) {
      failed(error);
    }
  };

  /** A box label chooses the box; the packer sees its number and how full it is at once. */
  const chooseBox = async (scan: string, id: string) => {
    setBox({ scan, item: null });
    try {
      const { box: item } = await api.call('webPackedBox/getBoxDetail', { id }, { quiet: true });
      setBox((current) => (current?.scan === scan ? { scan, item } : current));
      show('info', t('scan.boxSet', { box: item.name }));
    } catch {
      // A packer who may not open box details still packs into it: the box is named by the
      // server's answer to the first piece.
      show('info', t('scan.boxSet', { box: scan }));
    }
  };

  const scan = (text: string) => {
    const boxId = mode === 'pack' ? boxIdOfScan(text) : null;
    if (boxId !== null) return void chooseBox(text, boxId);
    if (pieceIdOfScan(text) === null)
      return show(
        'error',
        t(mode === 'pack' && !box ? 'scan.notBox' : 'scan.notPiece', { scan: text }),
      );
    if (mode === 'kit') return void checkPiece(text);
    if (!box) return show('error', t('scan.notBox', { scan: text }));
    return void packPiece(box.scan, text);
  };

  return {
    mode,
    setMode,
    box,
    clearBox: () => setBox(null),
    lines,
    scan,
    busy: kit.isPending || pack.isPending,
  };
}
