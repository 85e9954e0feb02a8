import { Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SettlementDetail } from '@stone/shared/settlements/settlements';
import { SettlementTags } from './settlement-tags.tsx';

type Props = { doc: SettlementDetail };

/**
 * The settlement document as an A4 sheet (issue 19): header, enterprise / client / receiving
 * info, totals and the three tables. `settlements.css` prints only this sheet (@media print).
 */
export function DocumentView({ doc }: Props) {
  const { t } = useTranslation('settlements');
  const party = (title: string, rows: [string, string][]) => (
    <div className="settlement-doc__party">
      <Typography.Text strong>{title}</Typography.Text>
      {rows.map(([label, value]) => (
        <div key={label}>
          {label ? `${label}: ` : ''}
          {value}
        </div>
      ))}
    </div>
  );
  return (
    <article className="settlement-doc" aria-label={t('doc.title')}>
      <h2 className="settlement-doc__title">
        {t('doc.title')} {doc.number}
      </h2>
      <Descriptions size="small" column={3}>
        <Descriptions.Item label={t('field.name')}>{doc.name}</Descriptions.Item>
        <Descriptions.Item label={t('field.order')}>{doc.orderNumber}</Descriptions.Item>
        <Descriptions.Item label={t('field.docType')}>
          {t(`docType.${doc.docType}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.status')}>
          <SettlementTags doc={doc} />
        </Descriptions.Item>
        <Descriptions.Item label={t('field.createdAt')}>
          {new Date(doc.createdAt).toLocaleString()}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.pages')}>{doc.pages}</Descriptions.Item>
      </Descriptions>
      <div className="settlement-doc__parties">
        {party(t('doc.enterprise'), [
          ['', doc.enterprise.name],
          [t('field.contact'), `${doc.enterprise.contact} ${doc.enterprise.phone}`],
          [t('field.address'), doc.enterprise.address],
        ])}
        {party(t('doc.client'), [
          ['', doc.client.name],
          [t('field.contact'), doc.client.contact],
          [t('field.manager'), `${doc.client.managerName} ${doc.client.managerPhone}`],
        ])}
        {party(t('doc.receiving'), [
          ['', doc.receiving.name],
          [t('field.contact'), `${doc.receiving.contact} ${doc.receiving.phone}`],
          [t('field.address'), doc.receiving.address],
        ])}
      </div>
      <Typography.Title level={5}>{t('doc.totals')}</Typography.Title>
      <Descriptions size="small" bordered column={4} className="settlement-doc__totals">
        <Descriptions.Item label={t('field.projects')}>{doc.totals.projectCount}</Descriptions.Item>
        <Descriptions.Item label={t('field.pieces')}>{doc.totals.pieceCount}</Descriptions.Item>
        <Descriptions.Item label={t('field.area')}>{doc.totals.areaM2}</Descriptions.Item>
        <Descriptions.Item label={t('field.boxes')}>{doc.totals.boxCount}</Descriptions.Item>
        <Descriptions.Item label={t('field.areaAmount')}>{doc.totals.areaAmount}</Descriptions.Item>
        <Descriptions.Item label={t('field.processAmount')}>
          {doc.totals.processAmount}
        </Descriptions.Item>
        <Descriptions.Item label={t('field.total')}>
          <strong>{doc.totals.total}</strong>
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>{t('doc.projects')}</Typography.Title>
      <Table
        size="small"
        pagination={false}
        rowKey="projectId"
        dataSource={doc.projects}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('field.project') },
          { key: 'pieceCount', dataIndex: 'pieceCount', title: t('field.pieces'), align: 'right' },
          { key: 'areaM2', dataIndex: 'areaM2', title: t('field.area'), align: 'right' },
          { key: 'unitPrice', dataIndex: 'unitPrice', title: t('field.unitPrice'), align: 'right' },
          { key: 'amount', dataIndex: 'amount', title: t('field.amount'), align: 'right' },
          {
            key: 'processAmount',
            dataIndex: 'processAmount',
            title: t('field.processAmount'),
            align: 'right',
          },
          { key: 'subtotal', dataIndex: 'subtotal', title: t('field.subtotal'), align: 'right' },
        ]}
      />
      {doc.processes.length > 0 && (
        <>
          <Typography.Title level={5}>{t('doc.processes')}</Typography.Title>
          <Table
            size="small"
            pagination={false}
            rowKey={(r) => `${r.projectId}/${r.processName}`}
            dataSource={doc.processes}
            columns={[
              { key: 'projectName', dataIndex: 'projectName', title: t('field.project') },
              { key: 'processName', dataIndex: 'processName', title: t('field.process') },
              {
                key: 'quantity',
                dataIndex: 'quantity',
                title: t('field.quantity'),
                align: 'right',
              },
              {
                key: 'unit',
                dataIndex: 'unit',
                title: t('field.unitName'),
                render: (u: SettlementDetail['processes'][number]['unit']) => t(`unit.${u}`),
              },
              { key: 'fee', dataIndex: 'fee', title: t('field.fee'), align: 'right' },
              { key: 'amount', dataIndex: 'amount', title: t('field.amount'), align: 'right' },
            ]}
          />
        </>
      )}
      {doc.boxes.length > 0 && (
        <>
          <Typography.Title level={5}>{t('doc.boxes')}</Typography.Title>
          <Table
            size="small"
            pagination={false}
            rowKey={(r) => `${r.projectName}/${r.boxName}`}
            dataSource={doc.boxes}
            columns={[
              { key: 'projectName', dataIndex: 'projectName', title: t('field.project') },
              { key: 'boxName', dataIndex: 'boxName', title: t('field.box') },
              {
                key: 'pieceCount',
                dataIndex: 'pieceCount',
                title: t('field.pieces'),
                align: 'right',
              },
              { key: 'areaM2', dataIndex: 'areaM2', title: t('field.area'), align: 'right' },
            ]}
          />
        </>
      )}
    </article>
  );
}
