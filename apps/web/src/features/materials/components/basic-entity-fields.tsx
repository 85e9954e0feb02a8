import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { MATERIAL_LIMITS as L } from '@stone/shared/materials/enums';
import { schemaRule } from '../../../lib/form-rules.ts';

type Schema = Parameters<typeof schemaRule>[0];
type Versioned = { id: string; version: number };
type Mutation<I> = { mutateAsync: (input: I) => Promise<unknown> };

/**
 * Name and code inputs shared by the basic entities (warehouse, workshop); labels are the
 * entity's own `name`/`code` messages and each input is checked with the create body's schema.
 */
export function NameCodeFields({
  entity,
  name,
  code,
}: {
  entity: string;
  name: Schema;
  code: Schema;
}) {
  const { t } = useTranslation('materials');
  return (
    <>
      <Form.Item name="name" label={t(`${entity}.name`)} rules={[schemaRule(name)]}>
        <Input autoFocus maxLength={L.nameMax} />
      </Form.Item>
      <Form.Item name="code" label={t(`${entity}.code`)} rules={[schemaRule(code)]}>
        <Input maxLength={L.codeMax} />
      </Form.Item>
    </>
  );
}

/** The whole-number sort input of a basic entity. */
export function SortField({ entity, sort }: { entity: string; sort: Schema }) {
  const { t } = useTranslation('materials');
  return (
    <Form.Item name="sort" label={t(`${entity}.sort`)} rules={[schemaRule(sort)]}>
      <InputNumber min={0} max={L.sortMax} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/**
 * EntityCrud's `save` and `remove` over versioned mutations: an edit and a delete send the row's
 * id and version, so a stale row is refused by the server instead of overwriting a newer one.
 */
export function versionedActions<T extends Versioned, V>(
  create: Mutation<V>,
  update: Mutation<V & Versioned>,
  remove: Mutation<Versioned>,
) {
  return {
    save: (values: V, item: T | null) =>
      item
        ? update.mutateAsync({ ...values, id: item.id, version: item.version })
        : create.mutateAsync(values),
    remove: (item: T) => remove.mutateAsync({ id: item.id, version: item.version }),
  };
}
