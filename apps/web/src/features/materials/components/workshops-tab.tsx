import { Form, Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createWorkshopBody, workshopItem, workshopListBody } from '@stone/shared/materials/basics';
import { MATERIAL_LIMITS as L } from '@stone/shared/materials/enums';
import { StatusTag, useStatusEnum } from '../../../components/crud/status-tag.tsx';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { schemaRule } from '../../../lib/form-rules.ts';
import {
  useCreateWorkshop,
  useDeleteWorkshop,
  useUpdateWorkshop,
  useWorkshopList,
} from '../api.ts';
import { BASIC_ROUTE } from '../material-routes.ts';
import { WORKSHOP_CATEGORY } from '../material-status.ts';
import { NameCodeFields, SortField, versionedActions } from './basic-entity-fields.tsx';
import { EntityCrud } from './entity-crud.tsx';

type Workshop = z.infer<typeof workshopItem>;
type Values = Pick<Workshop, 'name' | 'code' | 'category' | 'sort'>;
const F = createWorkshopBody.shape;

/** Workshops; the enterprise's default workshop is shown but cannot be edited or deleted. */
export function WorkshopsTab() {
  const { t } = useTranslation('materials');
  const list = useListScreen(workshopListBody);
  const query = useWorkshopList(list.body);
  const categories = useStatusEnum(WORKSHOP_CATEGORY);
  const create = useCreateWorkshop();
  const update = useUpdateWorkshop();
  const remove = useDeleteWorkshop();
  return (
    <EntityCrud<Workshop, Values>
      list={list}
      query={query}
      perm={BASIC_ROUTE.perm}
      isLocked={(w) => w.isDefault}
      texts={{
        add: t('workshop.add'),
        create: t('workshop.create'),
        edit: t('workshop.edit'),
        confirmDelete: (w) => t('confirm.deleteWorkshop', { name: w.name }),
      }}
      searchFields={[
        {
          name: 'name',
          label: t('workshop.name'),
          input: <Input allowClear maxLength={L.nameMax} />,
        },
        {
          name: 'category',
          label: t('workshop.category'),
          input: <Select allowClear options={categories.options} style={{ minWidth: 120 }} />,
          toText: (v) => (typeof v === 'string' ? v : undefined),
        },
      ]}
      columns={[
        { key: 'sort', dataIndex: 'sort', title: t('workshop.sort'), sorter: true },
        {
          key: 'name',
          dataIndex: 'name',
          title: t('workshop.name'),
          sorter: true,
          render: (v: string, r) => (
            <>
              {v} {r.isDefault && <Tag color="blue">{t('workshop.isDefault')}</Tag>}
            </>
          ),
        },
        {
          key: 'category',
          dataIndex: 'category',
          title: t('workshop.category'),
          render: (v: string) => <StatusTag status={WORKSHOP_CATEGORY} value={v} />,
        },
        { key: 'code', dataIndex: 'code', title: t('workshop.code'), sorter: true },
      ]}
      initialValues={(w) =>
        w
          ? { name: w.name, code: w.code, category: w.category, sort: w.sort }
          : { sort: 0, category: 'cutting' }
      }
      fields={() => (
        <>
          <NameCodeFields entity="workshop" name={F.name} code={F.code} />
          <Form.Item
            name="category"
            label={t('workshop.category')}
            rules={[schemaRule(F.category)]}
          >
            <Select options={categories.options} />
          </Form.Item>
          <SortField entity="workshop" sort={F.sort} />
        </>
      )}
      {...versionedActions<Workshop, Values>(create, update, remove)}
    />
  );
}
