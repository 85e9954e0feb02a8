import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FrameItem } from '@stone/shared/frames/frames';
import { FRAME_STAGES, type FrameStageState } from '@stone/shared/frames/enums';

const COLOUR: Record<FrameStageState, string | undefined> = {
  notStarted: undefined,
  inProgress: 'processing',
  complete: 'success',
};

/** The four stages as one tag each: grey not started, blue in progress, green complete. */
export function FrameStatusTags({ status }: { status: FrameItem['status'] }) {
  const { t } = useTranslation('frames');
  return (
    <span className="frame-status">
      {FRAME_STAGES.map((stage) => (
        <Tag
          key={stage}
          color={COLOUR[status[stage]]}
          title={`${t(`stage.${stage}`)}: ${t(`stageState.${status[stage]}`)}`}
        >
          {t(`stageShort.${stage}`)}
        </Tag>
      ))}
    </span>
  );
}

/** In circulation, idle or returned, as the list filter names it. */
export function CirculationTag({ frame }: { frame: FrameItem }) {
  const { t } = useTranslation('frames');
  if (frame.returned) return <Tag>{t('circulation.returned')}</Tag>;
  return frame.pieceCount > 0 ? (
    <Tag color="processing">{t('circulation.inCirculation')}</Tag>
  ) : (
    <Tag color="default">{t('circulation.idle')}</Tag>
  );
}
