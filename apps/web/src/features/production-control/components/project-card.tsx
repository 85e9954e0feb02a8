import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates.ts';
import type { ControlProject } from '@stone/shared/production/control';
import { PlaneProgress } from './plane-progress.tsx';
import { RiskTag } from './risk-tag.tsx';

const percent = (bp: number) => Math.floor(bp / 100);

/** A live project: its late risk, its overall progress and each plane's. */
export function ProjectCard({ project }: { project: ControlProject }) {
  const { t } = useTranslation('productionControl');
  const progress =
    project.elapsedBp === null
      ? t('progressNoDate', { percent: percent(project.progressBp) })
      : t('progress', {
          percent: percent(project.progressBp),
          elapsed: percent(project.elapsedBp),
        });
  return (
    <Card
      size="small"
      className={`control-card control-card-${project.riskLevel}`}
      title={
        <div className="control-card-title">
          <Typography.Text strong ellipsis={{ tooltip: project.name }}>
            {project.name}
          </Typography.Text>
          <span className="control-muted">
            {t('order', { orderNo: project.orderNo })} · {project.customerName}
          </span>
        </div>
      }
      extra={<RiskTag project={project} />}
    >
      <div className="control-card-summary control-muted">
        <span>{progress}</span>
        {project.deliveryAt && (
          <span>{t('delivery', { date: formatDateTime(project.deliveryAt).slice(0, 10) })}</span>
        )}
        <span>
          {t('frames')}: {project.framesInCirculation}
        </span>
      </div>
      {project.planes.length === 0 ? (
        <Typography.Text type="secondary">{t('noPlanes')}</Typography.Text>
      ) : (
        project.planes.map((plane) => <PlaneProgress key={plane.id} plane={plane} />)
      )}
    </Card>
  );
}
