import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ControlProject, RiskLevel } from '@stone/shared/production/control';

const COLOR: Record<RiskLevel, string> = { high: 'red', medium: 'orange', low: 'green' };

/** Red / amber / green, and how far delivery is (or how long it is overdue). */
export function RiskTag({ project }: { project: ControlProject }) {
  const { t } = useTranslation('productionControl');
  const days = project.daysToDelivery;
  const when =
    days === null
      ? t('noDelivery')
      : project.overdue
        ? days < 0
          ? t('overdue', { count: -days })
          : t('overdueToday')
        : days === 0
          ? t('dueToday')
          : t('dueIn', { count: days });
  return (
    <span className="control-risk">
      <Tag color={COLOR[project.riskLevel]}>{t(`risk.${project.riskLevel}`)}</Tag>
      <span className={project.overdue ? 'control-overdue' : undefined}>{when}</span>
    </span>
  );
}
