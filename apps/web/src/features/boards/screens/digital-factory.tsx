import { useTranslation } from 'react-i18next';
import { BoardFrame } from '../components/board-frame.tsx';
import { OverviewBoard } from '../components/indicator-boards.tsx';
import { useBoardLive } from '../use-board-live.ts';

/** /digitalFactory (issue 20): the digital factory overview on a workshop TV, live. */
export default function DigitalFactoryPage() {
  const { t } = useTranslation('boards');
  const status = useBoardLive();
  return (
    <BoardFrame title={t('digitalFactory')} status={status}>
      <OverviewBoard path="webDigitalFactory/getOverview" />
    </BoardFrame>
  );
}
