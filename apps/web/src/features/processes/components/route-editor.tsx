import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, List, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProcessChoice } from '@stone/shared/processes/choices';
import { PROCESS_LIMITS } from '@stone/shared/processes/enums';

type Props = {
  title: string;
  initial: string[];
  processes: ProcessChoice[];
  onCancel: () => void;
  onSave: (processIds: string[]) => Promise<unknown>;
};

/** The ordered route of one process code: add a process, move steps up or down, remove one. */
export function RouteEditor({ title, initial, processes, onCancel, onSave }: Props) {
  const { t } = useTranslation('processes');
  const [steps, setSteps] = useState(initial);
  const [saving, setSaving] = useState(false);
  const byId = new Map(processes.map((p) => [p.id, p]));
  const move = (i: number, by: number) =>
    setSteps((s) => {
      const next = [...s];
      const [step] = next.splice(i, 1);
      next.splice(i + by, 0, step as string);
      return next;
    });
  const free = processes
    .filter((p) => !steps.includes(p.id))
    .map((p) => ({ value: p.id, label: `${p.name} (${p.code})` }));
  return (
    <Modal
      open
      title={title}
      onCancel={onCancel}
      confirmLoading={saving}
      onOk={() => {
        setSaving(true);
        onSave(steps).finally(() => setSaving(false));
      }}
    >
      <List
        size="small"
        header={<Typography.Text strong>{t('flow.steps')}</Typography.Text>}
        dataSource={steps}
        locale={{ emptyText: t('codes.noRoute') }}
        renderItem={(id, i) => (
          <List.Item
            actions={[
              <Button
                key="up"
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('flow.up')}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              />,
              <Button
                key="down"
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('flow.down')}
                disabled={i === steps.length - 1}
                onClick={() => move(i, 1)}
              />,
              <Button
                key="remove"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('flow.remove')}
                onClick={() => setSteps((s) => s.filter((x) => x !== id))}
              />,
            ]}
          >
            {`${i + 1}. ${byId.get(id)?.name ?? id}`}
          </List.Item>
        )}
      />
      <Space style={{ marginTop: 12, width: '100%' }}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 260 }}
          placeholder={t('flow.addStep')}
          aria-label={t('flow.addStep')}
          options={free}
          value={null}
          disabled={steps.length >= PROCESS_LIMITS.routeMax}
          onChange={(id: string) => setSteps((s) => [...s, id])}
        />
      </Space>
    </Modal>
  );
}
