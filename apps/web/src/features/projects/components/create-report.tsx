import { Alert, Button, Empty, List, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useProjectDetail } from '../api.ts';
import { DETAIL_ROUTE } from '../project-routes.ts';
import { UPLOAD_STATUS } from '../project-status.ts';
import { formatArea } from './layout-types.ts';

const WARNINGS_PER_PAGE = 10;

/** After a manual order: what the reader found in each plane's drawing, warnings per piece. */
export function CreateReport({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const detail = useProjectDetail(id);
  const language = currentLanguage();
  if (detail.isLoading) return <Spin />;
  const data = detail.data;
  if (!data) return <Empty />;
  const planeName = (planeId: string) => data.planes.find((p) => p.id === planeId)?.name ?? '';
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="create-report">
      <Typography.Paragraph>{t('create.reportIntro')}</Typography.Paragraph>
      {data.uploads.map((upload) => (
        <div key={upload.id} className="upload-report">
          <Space wrap>
            <Typography.Text strong>{planeName(upload.planeId)}</Typography.Text>
            <Typography.Text type="secondary">{upload.fileName}</Typography.Text>
            <StatusTag status={UPLOAD_STATUS} value={upload.status} />
          </Space>
          <Typography.Paragraph>
            {t('create.pieces', { count: upload.slabCount, area: formatArea(upload.planeAreaM2) })}
          </Typography.Paragraph>
          {upload.warnings.length === 0 ? (
            <Alert type="success" showIcon title={t('create.reportClean')} />
          ) : (
            <List
              size="small"
              bordered
              // Up to 100 grouped lines per drawing (issue 22): a page of them at a time.
              pagination={
                upload.warnings.length > WARNINGS_PER_PAGE
                  ? { pageSize: WARNINGS_PER_PAGE, size: 'small' }
                  : false
              }
              dataSource={upload.warnings}
              renderItem={(w) => (
                <List.Item key={`${w.code} ${w.message.en}`}>
                  {w.pieceCode ? <Typography.Text code>{w.pieceCode}</Typography.Text> : null}
                  {w.message[language]}
                </List.Item>
              )}
            />
          )}
        </div>
      ))}
      <Space>
        <Button type="primary" onClick={() => void navigate(DETAIL_ROUTE.to({ id }))}>
          {t('create.openProject')}
        </Button>
        <Button onClick={onClose}>{t('create.close')}</Button>
      </Space>
    </Space>
  );
}
