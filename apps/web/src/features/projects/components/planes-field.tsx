import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROJECT_LIMITS } from '@stone/shared/projects/enums';
import { DxfUploadField, type DxfValue } from './dxf-upload-field.tsx';

export type PlaneValue = {
  name?: string;
  batch?: string;
  file?: DxfValue | null;
  /** A process-code rule applied as the drawing is read: code prefix → process code. */
  rulePrefix?: string;
  ruleCode?: string;
};

/** One or more planes, each with its name, batch and DXF drawing. */
export function PlanesField() {
  const { t } = useTranslation('projects');
  return (
    <Form.Item label={t('create.planes')} required>
      <Form.List name="planes">
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field) => (
              <Card
                key={field.key}
                size="small"
                style={{ marginBottom: 8 }}
                extra={
                  fields.length > 1 ? (
                    <Button
                      type="text"
                      danger
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={t('create.removePlane')}
                      onClick={() => remove(field.name)}
                    />
                  ) : null
                }
              >
                <Form.Item name={[field.name, 'name']} label={t('create.planeName')}>
                  <Input maxLength={PROJECT_LIMITS.planeNameMax} />
                </Form.Item>
                <Form.Item name={[field.name, 'batch']} label={t('create.batch')}>
                  <Input maxLength={PROJECT_LIMITS.batchMax} />
                </Form.Item>
                <Form.Item name={[field.name, 'file']} label={t('create.file')}>
                  <DxfUploadField />
                </Form.Item>
                <Form.Item label={t('create.processRule')} tooltip={t('create.processRuleHint')}>
                  <Space.Compact block>
                    <Form.Item name={[field.name, 'rulePrefix']} noStyle>
                      <Input
                        placeholder={t('create.rulePrefix')}
                        aria-label={t('create.rulePrefix')}
                        maxLength={64}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'ruleCode']} noStyle>
                      <Input
                        placeholder={t('create.ruleCode')}
                        aria-label={t('create.ruleCode')}
                        maxLength={32}
                      />
                    </Form.Item>
                  </Space.Compact>
                </Form.Item>
              </Card>
            ))}
            <Button
              block
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ name: t('create.defaultPlaneName', { n: fields.length + 1 }) })}
            >
              {t('create.addPlane')}
            </Button>
            {/* The combined "name and file" message of the whole list shows here. */}
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
