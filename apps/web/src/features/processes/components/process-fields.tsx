import { Col, Form, Input, InputNumber, Row, Select, Switch, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROCESSES } from '@stone/shared/processes/processes';
import { PROCESS_LIMITS } from '@stone/shared/processes/enums';
import { MONEY_PATTERN } from '@stone/shared/processes/fields';
import { parseMoney, formatMoney } from '@stone/shared/units';
import { useStatusEnum } from '../../../components/crud/status-tag.tsx';
import { schemaRule } from '../../../lib/form-rules.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import {
  FLOW_MODE,
  FLOW_UNIT,
  OUTSOURCING,
  PROCESS_STAGE,
  PROCESS_UNIT,
  REPORT_MODE,
} from '../process-status.ts';

type Option = { value: string; label: string };
const shape = PROCESSES.schemas.createBody.shape;
const COSTS = ['outsourcingCost', 'auxiliaryCost', 'workerCost'] as const;

/** outsourcing + auxiliary + worker, in cents, as the server sums it; blank while one is not valid. */
function totalOf(values: Record<string, unknown>): string {
  const texts = COSTS.map((f) => String(values[f] ?? '').trim());
  if (!texts.every((v) => MONEY_PATTERN.test(v))) return '—';
  return formatMoney(texts.reduce((sum, v) => sum + parseMoney(v), 0));
}

/**
 * The process form: each field checked with the create body's own schema (the same zh/en
 * messages as the server), the size range's min ≤ max beside the maximum, the total computed
 * exactly from the three costs as they are typed.
 */
export function ProcessFields({ form, workshops }: { form: FormInstance; workshops: Option[] }) {
  const { t } = useTranslation('processes');
  const units = useStatusEnum(PROCESS_UNIT);
  const flowModes = useStatusEnum(FLOW_MODE);
  const flowUnits = useStatusEnum(FLOW_UNIT);
  const reportModes = useStatusEnum(REPORT_MODE);
  const stages = useStatusEnum(PROCESS_STAGE);
  const outsourcing = useStatusEnum(OUTSOURCING);
  const values = (Form.useWatch([], form) ?? {}) as Record<string, unknown>;
  const rule = (field: keyof typeof shape) => [schemaRule(shape[field])];
  const sizeRule = {
    validator: async (_: unknown, max: unknown) => {
      const min = form.getFieldValue('sizeMinMm') as unknown;
      if (typeof min === 'number' && typeof max === 'number' && min > max)
        throw new Error(translateMessage('process.sizeRange'));
    },
  };
  const half = { xs: 24, sm: 12 };
  return (
    <>
      <Row gutter={12}>
        <Col {...half}>
          <Form.Item name="name" label={t('process.name')} rules={rule('name')} required>
            <Input maxLength={PROCESS_LIMITS.nameMax} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="code" label={t('process.code')} rules={rule('code')} required>
            <Input maxLength={PROCESS_LIMITS.codeMax} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="fee" label={t('process.fee')} rules={rule('fee')} required>
            <Input inputMode="decimal" placeholder={t('process.moneyHint')} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="unit" label={t('process.unit')} rules={rule('unit')} required>
            <Select options={units.options} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="sizeMinMm"
            label={t('process.sizeMinMm')}
            rules={rule('sizeMinMm')}
            required
          >
            <InputNumber placeholder={`0–${PROCESS_LIMITS.sizeMaxMm}`} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="sizeMaxMm"
            label={t('process.sizeMaxMm')}
            rules={[...rule('sizeMaxMm'), sizeRule]}
            dependencies={['sizeMinMm']}
            required
          >
            <InputNumber placeholder={`0–${PROCESS_LIMITS.sizeMaxMm}`} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="workshopId" label={t('process.workshop')}>
            <Select allowClear options={workshops} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="processingPart"
            label={t('process.processingPart')}
            rules={rule('processingPart')}
          >
            <Input maxLength={PROCESS_LIMITS.textMax} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="flowMode" label={t('process.flowMode')}>
            <Select options={flowModes.options} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="flowUnit" label={t('process.flowUnit')}>
            <Select options={flowUnits.options} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="reportMode" label={t('process.reportMode')}>
            <Select options={reportModes.options} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="stage" label={t('process.stage')} tooltip={t('process.stageHint')}>
            <Select options={stages.options} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="bonding" label={t('process.bonding')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="outsourcingType"
            label={t('process.outsourcingType')}
            rules={rule('outsourcingType')}
            required
          >
            <Select options={outsourcing.options} />
          </Form.Item>
        </Col>
        {COSTS.map((field) => (
          <Col {...half} key={field}>
            <Form.Item name={field} label={t(`process.${field}`)} rules={rule(field)} required>
              <Input inputMode="decimal" placeholder={t('process.moneyHint')} />
            </Form.Item>
          </Col>
        ))}
        <Col {...half}>
          <Form.Item label={t('process.totalCost')}>
            <Input readOnly value={totalOf(values)} aria-label={t('process.totalCost')} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
