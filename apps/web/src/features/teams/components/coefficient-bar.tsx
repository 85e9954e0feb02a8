import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';

/** A team's coefficient total as a bar, 100 % when full; the text says what is left. */
export function CoefficientBar({ total, remaining }: { total: string; remaining: string }) {
  const { t } = useTranslation('teams');
  return (
    <div className="team-bar">
      <Progress
        percent={Number(total)}
        size="small"
        status={Number(remaining) === 0 ? 'success' : 'normal'}
        format={() => `${total} %`}
        aria-label={t('field.total')}
      />
      <span className="team-bar__left">{t('remaining', { percent: remaining })}</span>
    </div>
  );
}
