import { Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataOf } from '@stone/shared';
import {
  APPLICATION_STATUSES,
  joinApplicationListBody,
  rejectApplicationBody,
} from '@stone/shared/account/org';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { DrawerForm } from '../../../components/crud/drawer-form.tsx';
import { RowActions } from '../../../components/crud/row-actions.tsx';
import { SearchForm } from '../../../components/crud/search-form.tsx';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { checkRule, schemaRule } from '../../../lib/form-rules.ts';
import { useApproveApplication, useJoinRequests, useRejectApplication } from '../api.ts';
import { MembershipFields } from './membership-fields.tsx';

type Application = DataOf<'webOrg/getJoinApplicationList'>['list'][number];
type Status = (typeof APPLICATION_STATUSES)[number];
type Deciding = { app: Application; decision: 'approve' | 'reject' } | null;
type Values = { roleId?: string; departmentId?: string; staffNo?: string; reason?: string };

const STATUS_COLORS: Record<Status, string> = {
  pending: 'processing',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
};

/** Applications to join: approve with a role, department and staff number, or reject with a reason. */
export function JoinRequests() {
  const { t } = useTranslation(['members', 'crud']);
  const { body, params, setFilters, onPage, onSort } = useListScreen(joinApplicationListBody);
  const list = useJoinRequests(body);
  const approveApplication = useApproveApplication();
  const rejectApplication = useRejectApplication();
  const [deciding, setDeciding] = useState<Deciding>(null);
  const [form] = Form.useForm<Values>();

  const onSubmit = async (v: Values) => {
    if (!deciding) return;
    const applicationId = deciding.app.applicationId;
    if (deciding.decision === 'reject')
      await rejectApplication.mutateAsync({ applicationId, reason: v.reason ?? '' });
    else
      await approveApplication.mutateAsync({
        applicationId,
        roleId: v.roleId ?? '',
        ...(v.departmentId ? { departmentId: v.departmentId } : {}),
        ...(v.staffNo ? { staffNo: v.staffNo } : {}),
      });
  };

  const columns: TableColumnsType<Application> = [
    { key: 'nickname', dataIndex: 'nickname', title: t('requests.applicant') },
    { key: 'phone', dataIndex: 'phone', title: t('fields.phone') },
    { key: 'remark', dataIndex: 'remark', title: t('requests.remark') },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: t('requests.appliedAt'),
      render: (v: string) => formatDateTime(v),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('fields.status'),
      render: (_v, a) => (
        <Tag color={STATUS_COLORS[a.status]}>{t(`requests.status.${a.status}`)}</Tag>
      ),
    },
    { key: 'reason', dataIndex: 'reason', title: t('requests.reason') },
    {
      key: 'actions',
      title: t('crud:actions'),
      // English labels are wider: the list may scroll sideways, the actions stay in view.
      fixed: 'end',
      render: (_v, a) =>
        a.status === 'pending' ? (
          <RowActions
            actions={[
              {
                key: 'approve',
                label: t('requests.approve'),
                perm: ['memberManagement', 'review'],
                onClick: () => setDeciding({ app: a, decision: 'approve' }),
              },
              {
                key: 'reject',
                label: t('requests.reject'),
                danger: true,
                perm: ['memberManagement', 'review'],
                onClick: () => setDeciding({ app: a, decision: 'reject' }),
              },
            ]}
          />
        ) : null,
    },
  ];

  return (
    <>
      <SearchForm
        onRefresh={() => void list.refetch()}
        values={params.filters}
        onSearch={setFilters}
        fields={[
          {
            name: 'status',
            label: t('fields.status'),
            input: (
              <Select
                allowClear
                style={{ width: 140 }}
                options={APPLICATION_STATUSES.map((s) => ({
                  value: s,
                  label: t(`requests.status.${s}`),
                }))}
              />
            ),
          },
        ]}
      />
      <CrudTable<Application>
        tableId="join-requests"
        rowKey="applicationId"
        columns={columns}
        data={list.data}
        loading={list.isFetching}
        params={params}
        onPage={onPage}
        onSort={onSort}
      />
      <DrawerForm<Values>
        open={deciding !== null}
        title={
          deciding
            ? t(
                deciding.decision === 'approve' ? 'requests.approveTitle' : 'requests.rejectTitle',
                { name: deciding.app.nickname },
              )
            : ''
        }
        form={form}
        onClose={() => setDeciding(null)}
        onSubmit={onSubmit}
      >
        {deciding?.decision === 'reject' ? (
          <Form.Item
            name="reason"
            label={t('requests.reason')}
            rules={[schemaRule(rejectApplicationBody.shape.reason)]}
            required
          >
            <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 3 }} />
          </Form.Item>
        ) : (
          <>
            <MembershipFields
              roleRule={checkRule((v) => typeof v === 'string' && v !== '', 'common.required')}
            />
          </>
        )}
      </DrawerForm>
    </>
  );
}
