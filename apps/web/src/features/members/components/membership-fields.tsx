import { Form, Input, Select, TreeSelect } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { PATTERNS } from '@stone/shared/validators';
import { checkRule } from '../../../lib/form-rules.ts';
import { deptTreeData } from './dept-tree-data.ts';
import { useDeptTree, useMemberOptions } from '../api.ts';
import { roleLabel } from './member-labels.ts';

/** Optional, but when given 1-4 digits (product-spec §5). */
const staffNoRule = checkRule(
  (v) => !v || PATTERNS.staffNo.test(String(v)),
  'member.staffNoFormat',
);

/** Role, department and staff number: what adding, editing and approving a member all set. */
export function MembershipFields({ roleRule }: { roleRule: Rule }) {
  const { t } = useTranslation('members');
  const roles = useMemberOptions().data?.roles ?? [];
  const tree = useDeptTree().data?.tree ?? [];
  return (
    <>
      <Form.Item name="roleId" label={t('fields.role')} rules={[roleRule]} required>
        <Select options={roles.map((r) => ({ value: r.id, label: roleLabel(r, t) }))} />
      </Form.Item>
      <Form.Item name="departmentId" label={t('fields.department')}>
        <TreeSelect
          allowClear
          treeData={deptTreeData(tree)}
          placeholder={t('form.none')}
          treeDefaultExpandAll
        />
      </Form.Item>
      <Form.Item name="staffNo" label={t('fields.staffNo')} rules={[staffNoRule]}>
        <Input maxLength={4} inputMode="numeric" />
      </Form.Item>
    </>
  );
}
