import { Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskItem } from '@stone/shared/production/tasks';

const percent = (n: number, of: number) => (of > 0 ? Math.floor((n * 100) / of) : 0);

/** Planned pieces and how many are cut, past secondary processing and boxed, as small bars. */
export function TaskProgress({ task }: { task: TaskItem }) {
  const { t } = useTranslation('productionPlans');
  const bars = [
    ['cut', task.cut],
    ['secondary', task.secondary],
    ['boxed', task.boxed],
  ] as const;
  return (
    <div className="task-progress">
      <Typography.Text type="secondary">
        {t('tasks.planned', { count: task.planned })}
      </Typography.Text>
      {bars.map(([key, n]) => (
        <div key={key} className="task-progress-row">
          <span className="task-progress-label">{t(`tasks.${key}`)}</span>
          <Progress
            size="small"
            percent={percent(n, task.planned)}
            format={() => `${n}/${task.planned}`}
            aria-label={`${t(`tasks.${key}`)} ${n}/${task.planned}`}
          />
        </div>
      ))}
    </div>
  );
}
