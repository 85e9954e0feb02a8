import { Button, Checkbox, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STAGE_WORKSHOP_CATEGORIES,
  TASK_STAGES,
  type TaskStage,
} from '@stone/shared/production/tasks';
import { newRequestId, useAddPlanTasks, useReleaseChoices } from '../api.ts';

type Values = {
  stage: TaskStage;
  workshopId: string;
  projectId: string;
  batch?: string;
  planeIds: string[];
  transferable?: boolean;
};

/**
 * Releases planes of a live project (all, or one batch of them) to a workshop for one stage.
 * Planes that already have an open task of the stage are shown but cannot be chosen.
 */
export function ReleaseForm({ planId }: { planId: string }) {
  const { t } = useTranslation('productionPlans');
  const [form] = Form.useForm<Values>();
  const choices = useReleaseChoices(true);
  const add = useAddPlanTasks();
  const stage = Form.useWatch('stage', form) ?? 'cutting';
  const projectId = Form.useWatch('projectId', form);
  const [batch, setBatch] = useState<string | undefined>();
  const project = choices.data?.projects.find((p) => p.id === projectId);
  const batches = [...new Set(project?.planes.map((l) => l.batch).filter(Boolean))];
  const planes = (project?.planes ?? []).filter((l) => !batch || l.batch === batch);
  const workshops = (choices.data?.workshops ?? []).filter((w) =>
    STAGE_WORKSHOP_CATEGORIES[stage].some((c) => c === w.category),
  );
  const chooseBatch = (value?: string) => {
    setBatch(value);
    // A batch releases its planes together: choose every one still free for the stage.
    const free = (project?.planes ?? []).filter(
      (l) => (!value || l.batch === value) && !l.openStages.includes(stage),
    );
    form.setFieldValue(
      'planeIds',
      free.map((l) => l.id),
    );
  };
  const submit = async () => {
    const v = await form.validateFields();
    await add.mutateAsync({
      planId,
      stage: v.stage,
      workshopId: v.workshopId,
      planeIds: v.planeIds,
      transferable: v.stage === 'secondary' && !!v.transferable,
      requestId: newRequestId(),
    });
    form.resetFields(['planeIds']);
  };
  return (
    <Form
      form={form}
      layout="vertical"
      name="plan_release"
      initialValues={{ stage: 'cutting' }}
      className="release-form"
    >
      <div className="release-grid">
        <Form.Item name="stage" label={t('detail.stage')}>
          <Select
            options={TASK_STAGES.map((s) => ({ value: s, label: t(`stage.${s}`) }))}
            onChange={() => form.resetFields(['workshopId'])}
          />
        </Form.Item>
        <Form.Item
          name="workshopId"
          label={t('detail.workshop')}
          rules={[{ required: true, message: t('detail.workshop') }]}
        >
          <Select options={workshops.map((w) => ({ value: w.id, label: w.name }))} />
        </Form.Item>
        <Form.Item
          name="projectId"
          label={t('detail.project')}
          rules={[{ required: true, message: t('detail.project') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            loading={choices.isLoading}
            options={(choices.data?.projects ?? []).map((p) => ({
              value: p.id,
              label: `${p.orderNo} ${p.name}`,
            }))}
            onChange={() => chooseBatch(undefined)}
          />
        </Form.Item>
        <Form.Item label={t('detail.batch')}>
          <Select
            aria-label={t('detail.batch')}
            allowClear
            placeholder={t('detail.allBatches')}
            value={batch}
            options={batches.map((b) => ({ value: b, label: b }))}
            onChange={chooseBatch}
          />
        </Form.Item>
      </div>
      <Form.Item
        name="planeIds"
        label={t('detail.planes')}
        rules={[{ required: true, type: 'array', min: 1, message: t('detail.planesRequired') }]}
      >
        <Select
          mode="multiple"
          options={planes.map((l) => {
            const taken = l.openStages.includes(stage);
            return {
              value: l.id,
              disabled: taken,
              label: taken
                ? t('detail.openStage', { plane: l.name, stage: t(`stage.${stage}`) })
                : l.name,
            };
          })}
        />
      </Form.Item>
      {stage === 'secondary' && (
        <Form.Item name="transferable" valuePropName="checked">
          <Checkbox>{t('detail.transferable')}</Checkbox>
        </Form.Item>
      )}
      <Button
        type="primary"
        loading={add.isPending}
        onClick={() => void submit().catch(() => undefined)}
      >
        {t('detail.add')}
      </Button>
    </Form>
  );
}
