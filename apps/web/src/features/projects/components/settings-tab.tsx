import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, InputNumber, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectDetailData } from '@stone/shared/projects/detail';
import { PACKING_GROUP_BY, PLANNER_MODES } from '@stone/shared/projects/enums';
import {
  projectSettings,
  SETTINGS_RANGES as R,
  slabSize,
  packingRules,
  type ProjectSettings,
} from '@stone/shared/projects/settings';
import { useCan } from '../../../components/crud/use-permission.ts';
import { applyFieldErrors, schemaRule } from '../../../lib/form-rules.ts';
import { StoneSelect } from '../../../components/stone-select.tsx';
import { useProcessChoices, useStoneChoices, useUpdateSettings } from '../api.ts';
import { PROJECT_ROUTE } from '../project-routes.ts';

const fields = projectSettings.shape;
const sizeFields = slabSize.shape;
const packFields = packingRules.shape;
/** "0–50": the range shown in an empty number input; out of range is refused, never clamped. */
const hint = (range: readonly [number, number]) => `${range[0]}–${range[1]}`;
/** An optional number: left empty it is absent; typed, its schema checks it. */
const optionalRule = (schema: { safeParse: (value: unknown) => { success: boolean } }) =>
  schemaRule({
    safeParse: (value: unknown) =>
      value === '' || value === null ? { success: true } : schema.safeParse(value),
  } as Parameters<typeof schemaRule>[0]);
/** A cleared optional input holds null; the body leaves the field out. */
const withoutNulls = (values: ProjectSettings): ProjectSettings => ({
  ...values,
  materialId: values.materialId ?? null,
  slabSizes: values.slabSizes.map(({ count, ...size }) =>
    count == null ? size : { ...size, count },
  ),
  packingRules: {
    ...values.packingRules,
    maxBoxWeightKg: values.packingRules.maxBoxWeightKg ?? undefined,
  },
});

/** Project settings: material and sizes the planner and approval need, and the packing rules. */
export function SettingsTab({ data }: { data: ProjectDetailData }) {
  const { t } = useTranslation('projects');
  const [form] = Form.useForm<ProjectSettings>();
  const can = useCan();
  const save = useUpdateSettings();
  const stones = useStoneChoices();
  const processChoices = useProcessChoices();
  const s = data.project;
  const readOnly = !can(...PROJECT_ROUTE.perm.edit) || s.archived || s.terminated;

  const submit = async (values: ProjectSettings) => {
    try {
      await save.mutateAsync({
        id: s.id,
        version: s.version,
        settings: projectSettings.parse(withoutNulls(values)),
      });
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };
  const mm = (name: 'thicknessMm' | 'kerfMm' | 'trimMm', label: string) => (
    <Col xs={24} sm={12} lg={6}>
      <Form.Item name={name} label={label} rules={[schemaRule(fields[name])]}>
        <InputNumber placeholder={hint(R[name])} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );

  return (
    <Form<ProjectSettings>
      form={form}
      name="settings"
      layout="vertical"
      disabled={readOnly}
      initialValues={data.settings}
      onFinish={(v) => void submit(v)}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={6}>
          {/* From the stone catalogue, by id (issue 23): stock and picking match this id. */}
          <Form.Item
            name="materialId"
            label={t('settings.material')}
            rules={[optionalRule(fields.materialId)]}
          >
            <StoneSelect stones={stones.data?.list ?? []} allowClear />
          </Form.Item>
        </Col>
        {mm('thicknessMm', t('settings.thicknessMm'))}
        {mm('kerfMm', t('settings.kerfMm'))}
        {mm('trimMm', t('settings.trimMm'))}
      </Row>
      <Form.Item label={t('settings.slabSizes')}>
        <Form.List name="slabSizes">
          {(rows, { add, remove }) => (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {rows.map((row) => (
                <Space key={row.key} wrap align="baseline">
                  <Form.Item
                    name={[row.name, 'lengthMm']}
                    rules={[
                      { required: true, message: t('settings.lengthMm') },
                      schemaRule(sizeFields.lengthMm),
                    ]}
                  >
                    <InputNumber
                      placeholder={`${t('settings.lengthMm')} ${hint(R.slabSideMm)}`}
                      aria-label={t('settings.lengthMm')}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[row.name, 'widthMm']}
                    rules={[
                      { required: true, message: t('settings.widthMm') },
                      schemaRule(sizeFields.widthMm),
                    ]}
                  >
                    <InputNumber
                      placeholder={`${t('settings.widthMm')} ${hint(R.slabSideMm)}`}
                      aria-label={t('settings.widthMm')}
                    />
                  </Form.Item>
                  <Form.Item name={[row.name, 'count']} rules={[optionalRule(sizeFields.count)]}>
                    <InputNumber
                      placeholder={`${t('settings.count')} ${hint(R.slabCount)}`}
                      aria-label={t('settings.count')}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => remove(row.name)}
                    aria-label={t('create.removePlane')}
                  />
                </Space>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ lengthMm: 3200, widthMm: 1600 })}
              >
                {t('settings.addSize')}
              </Button>
            </Space>
          )}
        </Form.List>
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="plannerMode" label={t('settings.plannerMode')}>
            <Select
              options={PLANNER_MODES.map((m) => ({ value: m, label: t(`settings.modes.${m}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={18}>
          <Form.Item
            name="processes"
            label={t('settings.processes')}
            tooltip={t('settings.processesHint')}
          >
            {/* From the process catalogue, by id (issue 17): never free text. */}
            <Select
              mode="multiple"
              showSearch={{ optionFilterProp: 'label' }}
              options={(processChoices.data?.processes ?? []).map((p) => ({
                value: p.id,
                label: `${p.name} (${p.code})`,
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item
            name={['packingRules', 'maxPiecesPerBox']}
            label={t('settings.maxPiecesPerBox')}
            rules={[schemaRule(packFields.maxPiecesPerBox)]}
          >
            <InputNumber placeholder={hint(R.maxPiecesPerBox)} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item
            name={['packingRules', 'maxBoxWeightKg']}
            label={t('settings.maxBoxWeightKg')}
            rules={[optionalRule(packFields.maxBoxWeightKg)]}
          >
            <InputNumber placeholder={hint(R.maxBoxWeightKg)} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name={['packingRules', 'groupBy']} label={t('settings.groupBy')}>
            <Select
              options={PACKING_GROUP_BY.map((g) => ({
                value: g,
                label: t(`settings.groups.${g}`),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      {readOnly ? null : (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('settings.save')}
        </Button>
      )}
    </Form>
  );
}
