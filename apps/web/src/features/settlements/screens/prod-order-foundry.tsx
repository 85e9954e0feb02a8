import { Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFoundryGroups } from '../api.ts';
import '../settlement-locales.ts';
import { OEM_DOC_ROUTE } from '../settlement-routes.ts';
import '../settlements.css';

/**
 * /docManagement/prodOrderFoundry (issue 19, docs/adr/0021): OEM documents grouped by client,
 * what each was billed, has settled and has paid, each opening that client's OEM documents.
 */
export default function ProdOrderFoundryPage() {
  const { t } = useTranslation('settlements');
  const [keyword, setKeyword] = useState('');
  const groups = useFoundryGroups(keyword || undefined);
  return (
    <div className="settlement-page">
      <Typography.Title level={4}>{t('foundry.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('foundry.hint')}</Typography.Paragraph>
      <Input.Search
        allowClear
        aria-label={t('field.customer')}
        placeholder={t('field.customer')}
        style={{ maxWidth: 280 }}
        onSearch={setKeyword}
      />
      <Table
        size="small"
        rowKey="customerName"
        loading={groups.isFetching}
        dataSource={groups.data?.groups ?? []}
        pagination={false}
        columns={[
          { key: 'customerName', dataIndex: 'customerName', title: t('field.customer') },
          {
            key: 'documentCount',
            dataIndex: 'documentCount',
            title: t('foundry.documents'),
            align: 'right',
          },
          {
            key: 'unsettledCount',
            dataIndex: 'unsettledCount',
            title: t('foundry.unsettled'),
            align: 'right',
          },
          { key: 'total', dataIndex: 'total', title: t('foundry.total'), align: 'right' },
          {
            key: 'settledTotal',
            dataIndex: 'settledTotal',
            title: t('foundry.settled'),
            align: 'right',
          },
          {
            key: 'arrivedTotal',
            dataIndex: 'arrivedTotal',
            title: t('foundry.arrived'),
            align: 'right',
          },
          {
            key: 'open',
            title: '',
            render: (_: unknown, g) => (
              <Link to={OEM_DOC_ROUTE.to({ keyword: g.customerName.slice(0, 50) })}>
                {t('foundry.open')}
              </Link>
            ),
          },
        ]}
      />
    </div>
  );
}
