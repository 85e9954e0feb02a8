import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { StoneSelect } from '../../../components/stone-select.tsx';
import { useTranslation } from 'react-i18next';
import type { BodyOf } from '@stone/shared';
import { MATERIAL_LIMITS as L } from '@stone/shared/materials/enums';
import { DrawerForm } from '../../../components/crud/drawer-form.tsx';
import { schemaRule } from '../../../lib/form-rules.ts';
import { createBigSlabBody } from '@stone/shared/materials/slabs';
import { useCreateSlab, useSlabDetail, useSlabOptions, useUpdateSlab } from '../api.ts';
import { DefectsField } from './defects-field.tsx';
import { PhotosField } from './photos-field.tsx';

type Values = Omit<BodyOf<'webBigSlab/createBigSlab'>, 'parentId' | 'requestId'>;
const FIELDS = createBigSlabBody.shape;
const rule = (name: keyof typeof FIELDS) => [schemaRule(FIELDS[name])];

/**
 * Create or edit one large slab. The barcode field takes the focus and Enter saves, so a scanner
 * (which types the code and Enter) fills and submits it in one go.
 */
export function SlabDrawer({
  editId,
  open,
  onClose,
}: {
  editId: string | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('materials');
  const [form] = Form.useForm<Values>();
  const options = useSlabOptions();
  const detail = useSlabDetail(open && editId ? editId : '');
  const create = useCreateSlab();
  const update = useUpdateSlab();
  const warehouseId = Form.useWatch('warehouseId', form);
  const lengthMm = Form.useWatch('lengthMm', form) ?? 0;
  const widthMm = Form.useWatch('widthMm', form) ?? 0;
  const slab = editId ? detail.data : undefined;
  // The form is built once the slab to edit has arrived, so it opens filled in.
  const ready = !editId || !!slab;

  const racks = (options.data?.racks ?? [])
    .filter((r) => r.warehouseId === warehouseId)
    .map((r) => ({ value: r.id, label: r.number }));
  const submitOnEnter = () => form.submit();
  const text = (name: 'blockNo' | 'bundleNo' | 'slabNo', max: number) => (
    <Form.Item name={name} label={t(`slab.${name}`)} rules={rule(name)}>
      <Input maxLength={max} onPressEnter={submitOnEnter} />
    </Form.Item>
  );
  const mm = (name: 'thicknessMm' | 'lengthMm' | 'widthMm', max: number) => (
    <Form.Item name={name} label={t(`slab.${name}`)} rules={rule(name)}>
      {/* No min/max/precision: antd would clamp −5 to 1 on blur and save it (issue 23); the
          schema rule refuses it with the range instead. */}
      <InputNumber
        placeholder={`1–${max}`}
        style={{ width: '100%' }}
        onPressEnter={submitOnEnter}
      />
    </Form.Item>
  );

  return (
    <DrawerForm<Values>
      open={open && ready}
      title={t(editId ? 'titles.edit' : 'titles.create')}
      form={form}
      initialValues={
        slab
          ? { ...slab, photoFileIds: slab.photos.map((p) => p.fileId), defects: slab.defects }
          : { photoFileIds: [], defects: [], rackId: null }
      }
      onClose={onClose}
      onSubmit={async (values) => {
        const body = { ...values, rackId: values.rackId ?? null };
        if (slab) await update.mutateAsync({ ...body, id: slab.id, version: slab.version });
        else await create.mutateAsync(body);
      }}
    >
      <Form.Item
        name="barcode"
        label={t('slab.barcode')}
        rules={rule('barcode')}
        extra={t('slab.scanHint')}
      >
        <Input autoFocus maxLength={L.barcodeMax} onPressEnter={submitOnEnter} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          {text('blockNo', L.blockNoMax)}
        </Col>
        <Col xs={12} sm={8}>
          {text('bundleNo', L.bundleNoMax)}
        </Col>
        <Col xs={12} sm={8}>
          {text('slabNo', L.slabNoMax)}
        </Col>
      </Row>
      {/* From the catalogue, by id: "雅士白" and "雅士白 Ariston White" are one material. */}
      <Form.Item name="materialId" label={t('slab.material')} rules={rule('materialId')}>
        <StoneSelect stones={options.data?.materials ?? []} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          {mm('thicknessMm', L.thicknessMaxMm)}
        </Col>
        <Col xs={12} sm={8}>
          {mm('lengthMm', L.sizeMaxMm)}
        </Col>
        <Col xs={12} sm={8}>
          {mm('widthMm', L.sizeMaxMm)}
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="warehouseId" label={t('slab.warehouse')} rules={rule('warehouseId')}>
            <Select
              options={(options.data?.warehouses ?? []).map((w) => ({
                value: w.id,
                label: w.name,
              }))}
              onChange={() => form.setFieldValue('rackId', null)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="rackId" label={t('slab.rack')}>
            <Select allowClear options={racks} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="photoFileIds" label={t('slab.photos')}>
        <PhotosField
          thumbs={Object.fromEntries((slab?.photos ?? []).map((p) => [p.fileId, p.thumbUrl]))}
        />
      </Form.Item>
      <Form.Item name="defects" label={t('slab.defects')}>
        <DefectsField lengthMm={Number(lengthMm) || 0} widthMm={Number(widthMm) || 0} />
      </Form.Item>
    </DrawerForm>
  );
}
