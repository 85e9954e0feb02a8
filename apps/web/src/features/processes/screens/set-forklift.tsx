import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULTS_LIMITS, forkliftSettings } from '@stone/shared/processes/defaults';
import { useStatusEnum } from '../../../components/crud/status-tag.tsx';
import { schemaRule } from '../../../lib/form-rules.ts';
import { useForkliftSettings, useSaveForklift } from '../api.ts';
import { DefaultsForm } from '../components/defaults-form.tsx';
import '../process-locales.ts';
import { FLOW_MODE, FLOW_UNIT } from '../process-status.ts';

/** /setForklift: how pieces move between processes by default (issue 17). */
export default function SetForkliftPage() {
  const { t } = useTranslation('processes');
  const modes = useStatusEnum(FLOW_MODE);
  const units = useStatusEnum(FLOW_UNIT);
  const save = useSaveForklift();
  return (
    <DefaultsForm
      intro={t('defaults.forkliftIntro')}
      route="setForklift"
      values={useForkliftSettings().data}
      save={(v) => save.mutateAsync(v)}
    >
      <Form.Item name="defaultFlowMode" label={t('defaults.defaultFlowMode')}>
        <Select options={modes.options} />
      </Form.Item>
      <Form.Item name="defaultFlowUnit" label={t('defaults.defaultFlowUnit')}>
        <Select options={units.options} />
      </Form.Item>
      <Form.Item
        name="forkliftCapacity"
        label={t('defaults.forkliftCapacity')}
        rules={[schemaRule(forkliftSettings.shape.forkliftCapacity)]}
      >
        <InputNumber
          placeholder={`1–${DEFAULTS_LIMITS.forkliftCapacityMax}`}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </DefaultsForm>
  );
}
