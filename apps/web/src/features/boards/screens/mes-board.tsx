import { Segmented, Switch } from 'antd';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BOARD_NAMES, type BoardName } from '@stone/shared/boards/boards';
import { BoardFrame } from '../components/board-frame.tsx';
import { MaterialOpeningBoard, TotalOpeningBoard } from '../components/cutting-boards.tsx';
import { MonthlyIndicatorsBoard } from '../components/indicator-boards.tsx';
import {
  KitCompletionBoard,
  MasterControlBoard,
  PackingBoard,
  SecondaryBoard,
} from '../components/production-boards.tsx';
import { useBoardLive } from '../use-board-live.ts';

const BOARDS: Record<BoardName, ComponentType> = {
  masterControl: MasterControlBoard,
  packing: PackingBoard,
  secondary: SecondaryBoard,
  materialOpening: MaterialOpeningBoard,
  totalOpening: TotalOpeningBoard,
  kitCompletion: KitCompletionBoard,
  monthlyIndicators: MonthlyIndicatorsBoard,
};
/** How long each board stays on a rotating TV. */
export const ROTATE_MS = 20_000;

const isBoard = (value: string | null): value is BoardName =>
  (BOARD_NAMES as readonly string[]).includes(value ?? '');

/**
 * /mesBoard (issue 20): the seven workshop boards, picked by tab (kept in the address, so a TV
 * can open on one) or rotating. Every `pieceProgress` event reads the shown board again.
 */
export default function MesBoardPage() {
  const { t } = useTranslation('boards');
  const [params, setParams] = useSearchParams();
  const current: BoardName = isBoard(params.get('board'))
    ? (params.get('board') as BoardName)
    : 'masterControl';
  const [rotating, setRotating] = useState(false);
  const status = useBoardLive();
  const show = (board: BoardName) => setParams({ board }, { replace: true });

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => {
      const next = BOARD_NAMES[(BOARD_NAMES.indexOf(current) + 1) % BOARD_NAMES.length]!;
      setParams({ board: next }, { replace: true });
    }, ROTATE_MS);
    return () => clearInterval(timer);
  }, [rotating, current, setParams]);

  const Board = BOARDS[current];
  return (
    <BoardFrame
      title={t(`boards.${current}`)}
      status={status}
      tools={
        <label className="board-rotate">
          <Switch checked={rotating} onChange={setRotating} aria-label={t('rotate')} />
          {t('rotate')}
        </label>
      }
    >
      <Segmented
        size="large"
        className="board-tabs"
        aria-label={t('boardTabs')}
        value={current}
        onChange={(v) => show(v as BoardName)}
        options={BOARD_NAMES.map((name) => ({ value: name, label: t(`boards.${name}`) }))}
      />
      <Board />
    </BoardFrame>
  );
}
