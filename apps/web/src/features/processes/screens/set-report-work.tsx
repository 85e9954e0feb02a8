import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULTS_LIMITS, reportWorkSettings } from '@stone/shared/processes/defaults';
import { useStatusEnum } from '../../../components/crud/status-tag.tsx';
import { schemaRule } from '../../../lib/form-rules.ts';
import { useReportWorkSettings, useSaveReportWork } from '../api.ts';
import { DefaultsForm } from '../components/defaults-form.tsx';
import '../process-locales.ts';
import { REPORT_MODE } from '../process-status.ts';

/** /setReportWork: the enterprise's defaults for work reports (issue 17, used by later reports). */
export default function SetReportWorkPage() {
  const { t } = useTranslation('processes');
  const modes = useStatusEnum(REPORT_MODE);
  const save = useSaveReportWork();
  return (
    <DefaultsForm
      intro={t('defaults.reportIntro')}
      route="setReportWork"
      values={useReportWorkSettings().data}
      save={(v) => save.mutateAsync(v)}
    >
      <Form.Item name="defaultReportMode" label={t('defaults.defaultReportMode')}>
        <Select options={modes.options} />
      </Form.Item>
      <Form.Item
        name="batchMax"
        label={t('defaults.batchMax')}
        rules={[schemaRule(reportWorkSettings.shape.batchMax)]}
      >
        <InputNumber placeholder={`1–${DEFAULTS_LIMITS.batchMax}`} style={{ width: '100%' }} />
      </Form.Item>
    </DefaultsForm>
  );
}
