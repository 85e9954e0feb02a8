import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { addMemberBody, type MemberItem } from '@stone/shared/enterprise/members';
import { DrawerForm } from '../../../components/crud/drawer-form.tsx';
import { schemaRule } from '../../../lib/form-rules.ts';
import { useAddMember, useUpdateMember } from '../api.ts';
import { MembershipFields } from './membership-fields.tsx';

type Values = {
  phone: string;
  nickname: string;
  roleId: string;
  departmentId?: string | null;
  staffNo?: string;
};

const fields = addMemberBody.shape;

/** Add (by phone) or edit (role, department, staff number) one member. */
export type MemberEditing = { member: MemberItem | 'new'; requestId: string };

/** Opens the drawer; one request id per opening, so a retried add adds once. */
export const editMember = (member: MemberItem | 'new'): MemberEditing => ({
  member,
  requestId: crypto.randomUUID?.() ?? String(Date.now()),
});

type Props = { editing: MemberEditing | null; onClose: () => void };

export function MemberFormDrawer({ editing, onClose }: Props) {
  const member = editing?.member ?? null;
  const requestId = editing?.requestId ?? '';
  const { t } = useTranslation('members');
  const [form] = Form.useForm<Values>();
  const addMember = useAddMember();
  const updateMember = useUpdateMember();
  const isNew = member === 'new';
  const initialValues: Partial<Values> =
    member && member !== 'new'
      ? { roleId: member.roleId, departmentId: member.departmentId, staffNo: member.staffNo ?? '' }
      : {};

  const onSubmit = async (v: Values) => {
    const departmentId = v.departmentId ?? null;
    const staffNo = v.staffNo?.trim() ? v.staffNo.trim() : null;
    if (member === 'new') {
      await addMember.mutateAsync({
        phone: v.phone,
        nickname: v.nickname,
        roleId: v.roleId,
        departmentId,
        staffNo,
        requestId,
      });
    } else if (member) {
      await updateMember.mutateAsync({
        id: member.id,
        roleId: v.roleId,
        departmentId,
        staffNo,
        version: member.version,
      });
    }
  };

  return (
    <DrawerForm<Values>
      open={member !== null}
      title={t(isNew ? 'form.addTitle' : 'form.editTitle')}
      form={form}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      {isNew && (
        <>
          <Form.Item
            name="phone"
            label={t('fields.phone')}
            extra={t('form.phoneHint')}
            rules={[schemaRule(fields.phone)]}
            required
          >
            <Input maxLength={11} inputMode="tel" />
          </Form.Item>
          <Form.Item
            name="nickname"
            label={t('fields.nickname')}
            rules={[schemaRule(fields.nickname)]}
            required
          >
            <Input maxLength={32} />
          </Form.Item>
        </>
      )}
      <MembershipFields roleRule={schemaRule(fields.roleId)} />
    </DrawerForm>
  );
}
