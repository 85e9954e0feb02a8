import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space, Table, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../components/crud/use-permission.ts';
import { STOCK_ROUTE } from '../material-routes.ts';
import { useSlabImport } from './use-slab-import.ts';

/** "Import Excel": the upload, the keep/overwrite question and the table of row errors. */
export function SlabImportButton() {
  const { t } = useTranslation('materials');
  const can = useCan();
  const flow = useSlabImport();
  if (!can(...STOCK_ROUTE.perm.add)) return null;
  return (
    <>
      <Upload
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        showUploadList={false}
        beforeUpload={(file) => {
          void flow.start(file);
          // The API client uploads, so its envelope handling applies; antd never sends it.
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={flow.busy}>
          {t('actions.import')}
        </Button>
      </Upload>
      <Modal
        open={!!flow.question}
        title={t('actions.import')}
        onCancel={flow.dismiss}
        footer={
          <Space>
            <Button onClick={() => flow.answer('keep')} loading={flow.busy}>
              {t('importFlow.keep')}
            </Button>
            <Button
              danger
              type="primary"
              onClick={() => flow.answer('overwrite')}
              loading={flow.busy}
            >
              {t('importFlow.overwrite')}
            </Button>
          </Space>
        }
      >
        {flow.question?.message}
      </Modal>
      <Modal
        open={!!flow.refusal}
        title={t('titles.importErrors')}
        onCancel={flow.dismiss}
        footer={null}
        width={720}
      >
        <Alert type="error" showIcon title={flow.refusal?.message} style={{ marginBottom: 12 }} />
        <Table
          data-testid="import-errors"
          size="small"
          rowKey={(r) => `${r.row}-${r.field}-${r.message}`}
          dataSource={flow.refusal?.errors ?? []}
          pagination={false}
          scroll={{ y: 360, x: 'max-content' }}
          columns={[
            { key: 'row', dataIndex: 'row', title: t('importFlow.row'), width: 70 },
            { key: 'column', dataIndex: 'column', title: t('importFlow.column') },
            { key: 'message', dataIndex: 'message', title: t('importFlow.message') },
          ]}
          footer={
            flow.refusal && flow.refusal.total > flow.refusal.errors.length
              ? () =>
                  t('importFlow.more', {
                    shown: flow.refusal?.errors.length,
                    total: flow.refusal?.total,
                  })
              : undefined
          }
        />
      </Modal>
    </>
  );
}
