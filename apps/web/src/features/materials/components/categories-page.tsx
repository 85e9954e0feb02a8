import { Card, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PROCESS_CATEGORIES,
  type ProcessCategory,
} from '@stone/shared/materials/process-categories';
import { MATERIAL_LIMITS as L } from '@stone/shared/materials/enums';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { schemaRule } from '../../../lib/form-rules.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  useCategoryList,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
} from '../api.ts';
import '../material-locales.ts';
import { CATEGORY_ROUTE } from '../material-routes.ts';
import { EntityCrud } from './entity-crud.tsx';

type Category = ProcessCategory;
type Values = { name: string; sort: number };
const F = PROCESS_CATEGORIES.schemas.createBody.shape;

/** /basicManagement/processCategory: the process categories (name and sort). */
export function CategoriesPage() {
  const { t } = useTranslation('materials');
  useDocumentTitle(t('menu:processCategory'));
  const list = useListScreen(PROCESS_CATEGORIES.schemas.listBody);
  const query = useCategoryList(list.body);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  return (
    <Card variant="borderless">
      <EntityCrud<Category, Values>
        list={list}
        query={query}
        perm={CATEGORY_ROUTE.perm}
        texts={{
          add: t('category.add'),
          create: t('category.create'),
          edit: t('category.edit'),
          confirmDelete: (c) => t('confirm.deleteCategory', { name: c.name }),
        }}
        searchFields={[
          {
            name: 'name',
            label: t('category.name'),
            input: <Input allowClear maxLength={L.nameMax} />,
          },
        ]}
        columns={[
          { key: 'sort', dataIndex: 'sort', title: t('category.sort'), sorter: true },
          { key: 'name', dataIndex: 'name', title: t('category.name'), sorter: true },
          {
            key: 'createdAt',
            dataIndex: 'createdAt',
            title: t('common.createdAt'),
            sorter: true,
            render: (v: string) => formatDateTime(v),
          },
        ]}
        initialValues={(c) => (c ? { name: c.name, sort: c.sort } : { sort: 0 })}
        fields={() => (
          <>
            <Form.Item name="name" label={t('category.name')} rules={[schemaRule(F.name)]}>
              <Input autoFocus maxLength={L.nameMax} />
            </Form.Item>
            <Form.Item name="sort" label={t('category.sort')} rules={[schemaRule(F.sort)]}>
              <InputNumber min={0} max={L.sortMax} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
        save={(v, c) =>
          c ? update.mutateAsync({ ...v, id: c.id, version: c.version }) : create.mutateAsync(v)
        }
        remove={(c) => remove.mutateAsync({ id: c.id, version: c.version })}
      />
    </Card>
  );
}
