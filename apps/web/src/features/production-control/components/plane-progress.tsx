import { Progress, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ControlPlane } from '@stone/shared/production/control';

const STAGES = [
  ['planned', 'plannedCount'],
  ['cut', 'cutCount'],
  ['secondary', 'secondaryCount'],
  ['boxed', 'boxedCount'],
] as const;

const percentOf = (done: number, total: number) =>
  total > 0 ? Math.floor((100 * done) / total) : 0;

/** One plane: its four stages as bars against its pieces, and its frames in circulation. */
export function PlaneProgress({ plane }: { plane: ControlPlane }) {
  const { t } = useTranslation('productionControl');
  return (
    <div className="control-plane">
      <div className="control-plane-name" title={`${plane.name} ${plane.batch}`}>
        {plane.name}
        <span className="control-muted">
          {' '}
          · {t('pieces')} {plane.pieceCount}
        </span>
      </div>
      <div className="control-stages">
        {STAGES.map(([stage, field]) => {
          const label = t('stageOf', {
            stage: t(`stage.${stage}`),
            done: plane[field],
            total: plane.pieceCount,
          });
          return (
            <Tooltip key={stage} title={label}>
              <div className="control-stage">
                <span className="control-stage-name">{t(`stage.${stage}`)}</span>
                <Progress
                  aria-label={label}
                  percent={percentOf(plane[field], plane.pieceCount)}
                  size="small"
                  status="normal"
                  format={() => `${plane[field]}/${plane.pieceCount}`}
                />
              </div>
            </Tooltip>
          );
        })}
      </div>
      <div className="control-frames" title={`${t('frames')}: ${plane.framesInCirculation}`}>
        <span className="control-muted">{t('framesShort')}</span> {plane.framesInCirculation}
      </div>
    </div>
  );
}
