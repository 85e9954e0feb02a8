import { Button, Empty, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@stone/shared/account/org';
import { PageLoading } from '../../../components/page-loading.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useCancelApplication, useMyApplications } from '../api.ts';

const STATUS_COLOR: Record<ApplicationStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
};

type Props = { onApproved: () => Promise<void> };

export function MyApplications({ onApproved }: Props) {
  const { t } = useTranslation(['aboutCompany', 'common']);
  const applications = useMyApplications();
  const cancelApplication = useCancelApplication();

  const onCancel = async (applicationId: string) => {
    try {
      await cancelApplication.mutateAsync({ applicationId });
    } finally {
      await applications.refetch();
    }
  };

  if (applications.isPending) return <PageLoading />;
  const list = applications.data?.list ?? [];
  return (
    <>
      <Button onClick={() => void applications.refetch()} loading={applications.isFetching}>
        {t('applications.refresh')}
      </Button>
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('applications.empty')} />
      ) : (
        <List
          dataSource={list}
          rowKey="applicationId"
          renderItem={(item) => (
            <List.Item
              data-testid="application"
              actions={[
                item.status === 'pending' ? (
                  <Popconfirm
                    key="cancel"
                    title={t('applications.cancelConfirm')}
                    okText={t('common:actions.ok')}
                    cancelText={t('common:actions.cancel')}
                    onConfirm={() => onCancel(item.applicationId)}
                  >
                    <Button type="link">{t('applications.cancel')}</Button>
                  </Popconfirm>
                ) : null,
                item.status === 'approved' ? (
                  <Button key="enter" type="link" onClick={() => void onApproved()}>
                    {t('applications.enter')}
                  </Button>
                ) : null,
              ].filter(Boolean)}
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    <span>{item.orgName}</span>
                    <Tag color={STATUS_COLOR[item.status]}>
                      {t(`applications.status.${item.status}`)}
                    </Tag>
                  </Space>
                }
                description={
                  <Space orientation="vertical" size={0}>
                    <span>
                      {t('applications.appliedAt', {
                        time: formatDateTime(item.createdAt),
                      })}
                    </span>
                    {item.status === 'rejected' && item.reason ? (
                      <Typography.Text type="danger">
                        {t('applications.reason', { reason: item.reason })}
                      </Typography.Text>
                    ) : null}
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
    </>
  );
}
