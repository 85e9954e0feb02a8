import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { createRoleBody } from '@stone/shared/enterprise/roles';
import { DrawerForm } from '../../../components/crud/drawer-form.tsx';
import { checkRule, schemaRule } from '../../../lib/form-rules.ts';
import { useCreateRole, useUpdateRole, type RoleItem } from '../api.ts';
import { fromKeys, PermissionTree, toKeys } from './permission-tree.tsx';

type Values = { name: string; permissions: string[] };
export type RoleEditing = { role: RoleItem | 'new'; requestId: string };

export const editRole = (role: RoleItem | 'new'): RoleEditing => ({
  role,
  requestId: crypto.randomUUID?.() ?? String(Date.now()),
});

const atLeastOne = checkRule((v) => Array.isArray(v) && v.length > 0, 'role.permissionRequired');

type Props = { editing: RoleEditing | null; onClose: () => void };

export function RoleFormDrawer({ editing, onClose }: Props) {
  const { t } = useTranslation('roles');
  const createRole = useCreateRole();
  const updateRole = useUpdateRole();
  const [form] = Form.useForm<Values>();
  const role = editing?.role;
  const initialValues: Partial<Values> =
    role && role !== 'new'
      ? { name: role.name, permissions: toKeys(role.menuIds, role.actions) }
      : { name: '', permissions: [] };

  const onSubmit = async (v: Values) => {
    const perms = fromKeys(v.permissions);
    if (role === 'new')
      await createRole.mutateAsync({ name: v.name, ...perms, requestId: editing?.requestId });
    else if (role)
      await updateRole.mutateAsync({ id: role.id, name: v.name, ...perms, version: role.version });
  };

  return (
    <DrawerForm<Values>
      open={editing !== null}
      title={t(role === 'new' ? 'addTitle' : 'editTitle')}
      form={form}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Form.Item
        name="name"
        label={t('fields.name')}
        rules={[schemaRule(createRoleBody.shape.name)]}
        required
      >
        <Input maxLength={30} />
      </Form.Item>
      <Alert type="info" showIcon title={t('permissionHint')} style={{ marginBottom: 12 }} />
      <Form.Item name="permissions" label={t('fields.permissions')} rules={[atLeastOne]} required>
        <PermissionTree />
      </Form.Item>
    </DrawerForm>
  );
}
