import { Input, InputNumber, Select } from 'antd';
import type { TFunction } from 'i18next';
import type { en } from '../locales/en.ts';
import { MATERIAL_LIMITS as L } from '@stone/shared/materials/enums';
import type { SearchField } from '../../../components/crud/search-form.tsx';

type Option = { value: string; label: string };
export type SlabFilterOptions = {
  statuses: Option[];
  warehouses: Option[];
  racks: Option[];
  materials: Option[];
};

const asText = (v: unknown) =>
  typeof v === 'number' ? String(v) : typeof v === 'string' && v ? v : undefined;

type SlabField = keyof typeof en.slab;

/** Search by every field of the slab list body (product-spec: search by every field). */
export function slabSearchFields(
  t: TFunction<'materials'>,
  options: SlabFilterOptions,
): SearchField[] {
  const text = (name: SlabField, max: number): SearchField => ({
    name,
    label: t(`slab.${name}`),
    input: <Input allowClear maxLength={max} style={{ width: 140 }} />,
  });
  const number = (name: SlabField, max: number): SearchField => ({
    name,
    label: t(`slab.${name}`),
    // Not clamped: a bound out of range is refused by the list body with its range (issue 23).
    input: <InputNumber placeholder={`0–${max}`} style={{ width: 110 }} />,
    toText: asText,
    fromText: (v) => Number(v),
  });
  const select = (name: string, label: string, items: Option[]): SearchField => ({
    name,
    label,
    input: (
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        options={items}
        style={{ minWidth: 140 }}
      />
    ),
    toText: asText,
  });
  return [
    text('barcode', L.barcodeMax),
    text('blockNo', L.blockNoMax),
    text('bundleNo', L.bundleNoMax),
    text('slabNo', L.slabNoMax),
    select('materialId', t('slab.material'), options.materials),
    select('statuses', t('slab.status'), options.statuses),
    select('warehouseId', t('slab.warehouse'), options.warehouses),
    select('rackId', t('slab.rack'), options.racks),
    select('isRemnant', t('slab.isRemnant'), [
      { value: 'true', label: t('yesNo.yes') },
      { value: 'false', label: t('yesNo.no') },
    ]),
    number('thicknessMin', L.thicknessMaxMm),
    number('thicknessMax', L.thicknessMaxMm),
    number('lengthMin', L.sizeMaxMm),
    number('lengthMax', L.sizeMaxMm),
    number('widthMin', L.sizeMaxMm),
    number('widthMax', L.sizeMaxMm),
  ];
}
