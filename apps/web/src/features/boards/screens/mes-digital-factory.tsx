import { useTranslation } from 'react-i18next';
import { BoardFrame } from '../components/board-frame.tsx';
import { OverviewBoard } from '../components/indicator-boards.tsx';
import { useBoardLive } from '../use-board-live.ts';

/** /produceData/mesDigitalFactory (issue 20): the same overview, under production data. */
export default function MesDigitalFactoryPage() {
  const { t } = useTranslation('boards');
  const status = useBoardLive();
  return (
    <BoardFrame title={t('digitalFactory')} status={status}>
      <OverviewBoard path="webProduceData/getDigitalFactory" />
    </BoardFrame>
  );
}
