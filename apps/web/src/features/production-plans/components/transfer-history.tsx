import { List, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TaskItem } from '@stone/shared/production/tasks';
import { formatDateTime } from '../../../lib/dates.ts';
import { useTaskTransfers } from '../api.ts';

/** Where a secondary task has been, who moved it and why. */
export function TransferHistory({ task, onClose }: { task: TaskItem; onClose: () => void }) {
  const { t } = useTranslation('productionPlans');
  const history = useTaskTransfers(task.id);
  return (
    <Modal
      open
      title={t('tasks.historyTitle', { plane: task.planeName })}
      footer={null}
      onCancel={onClose}
    >
      {history.isLoading ? (
        <Skeleton active />
      ) : (
        <List
          dataSource={history.data?.list ?? []}
          renderItem={(r) => (
            <List.Item key={r.id}>
              <List.Item.Meta
                title={t('tasks.historyLine', {
                  from: r.fromWorkshopName,
                  to: r.toWorkshopName,
                  actor: r.actorName,
                  reason: r.reason,
                })}
                description={formatDateTime(r.at)}
              />
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
