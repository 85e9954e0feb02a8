import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Input, Space, Tooltip, Tree, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createDeptBody, memberListBody, type DeptNode } from '@stone/shared/enterprise/members';
import { DrawerForm } from '../../../components/crud/drawer-form.tsx';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useCan } from '../../../components/crud/use-permission.ts';
import { schemaRule } from '../../../lib/form-rules.ts';
import { useCreateDept, useDeleteDept, useDeptTree, useUpdateDept } from '../api.ts';
import { deptTreeData, findDept } from './dept-tree-data.ts';

type Values = { name: string; parentId?: string | null };
type TreeItem = { key: string; title: string; children: TreeItem[] };

const toTree = (nodes: DeptNode[]): TreeItem[] =>
  nodes.map((n) => ({
    key: n.id,
    title: `${n.name} (${n.memberCount})`,
    children: toTree(n.children),
  }));
type Editing = { mode: 'new'; parentId: string | null } | { mode: 'edit'; dept: DeptNode } | null;

/** The department tree beside the member table: choosing one filters the list (in the URL). */
export function DeptTreePanel() {
  const { t } = useTranslation('members');
  const can = useCan();
  const confirm = useConfirm();
  const createDept = useCreateDept();
  const updateDept = useUpdateDept();
  const deleteDept = useDeleteDept();
  const tree = useDeptTree().data?.tree ?? [];
  // The chosen department is the member list's filter, kept in the URL like the others.
  const list = useListScreen(memberListBody);
  const selectedId = list.body.departmentId;
  const choose = (departmentId?: string) => list.update({ departmentId });
  const selected = findDept(tree, selectedId);
  const [editing, setEditing] = useState<Editing>(null);
  const [form] = Form.useForm<Values>();
  const mayEdit = can('memberManagement', 'department');

  const open = (next: Editing) => setEditing(next);
  const initialValues: Values =
    editing?.mode === 'edit'
      ? { name: editing.dept.name, parentId: editing.dept.parentId }
      : { name: '', parentId: editing?.parentId ?? null };
  const onSubmit = async (v: Values) => {
    const parentId = v.parentId ?? null;
    if (editing?.mode === 'edit')
      await updateDept.mutateAsync({
        id: editing.dept.id,
        name: v.name,
        parentId,
        version: editing.dept.version,
      });
    else await createDept.mutateAsync({ name: v.name, parentId });
  };
  const remove = (dept: DeptNode) =>
    confirm(t('dept.confirmDelete', { name: dept.name }), async () => {
      await deleteDept.mutateAsync({ id: dept.id, version: dept.version });
      choose(undefined);
    });

  return (
    <Card
      size="small"
      title={t('dept.title')}
      extra={
        mayEdit && (
          <Space size={4}>
            <Tooltip title={selected ? t('dept.addChild') : t('dept.add')}>
              <Button
                size="small"
                icon={<PlusOutlined />}
                aria-label={t('dept.add')}
                onClick={() => open({ mode: 'new', parentId: selected?.id ?? null })}
              />
            </Tooltip>
            <Tooltip title={t('dept.edit')}>
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={t('dept.edit')}
                disabled={!selected}
                onClick={() => selected && open({ mode: 'edit', dept: selected })}
              />
            </Tooltip>
            <Tooltip title={t('dept.delete')}>
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('dept.delete')}
                disabled={!selected}
                onClick={() => selected && remove(selected)}
              />
            </Tooltip>
          </Space>
        )
      }
    >
      <Button type={selectedId ? 'text' : 'link'} size="small" onClick={() => choose(undefined)}>
        {t('dept.all')}
      </Button>
      {tree.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          treeData={toTree(tree)}
          selectedKeys={selectedId ? [selectedId] : []}
          onSelect={(keys) => choose(keys[0] ? String(keys[0]) : undefined)}
        />
      )}
      <DrawerForm<Values>
        open={editing !== null}
        title={editing?.mode === 'edit' ? t('dept.edit') : t('dept.add')}
        form={form}
        initialValues={initialValues}
        onClose={() => setEditing(null)}
        onSubmit={onSubmit}
      >
        <Form.Item
          name="name"
          label={t('dept.name')}
          rules={[schemaRule(createDeptBody.shape.name)]}
          required
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="parentId" label={t('dept.parent')}>
          <TreeSelect
            allowClear
            placeholder={t('dept.top')}
            treeDefaultExpandAll
            treeData={deptTreeData(tree, editing?.mode === 'edit' ? editing.dept.id : undefined)}
          />
        </Form.Item>
      </DrawerForm>
    </Card>
  );
}
