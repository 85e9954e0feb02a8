import { ToolOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** The one placeholder for every route whose screen comes in a later issue. */
export function FeatureNotOpen({ title }: { title: string }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  useDocumentTitle(title);
  return (
    <Result
      icon={<ToolOutlined />}
      title={`${title} · ${t('featureNotOpen.title')}`}
      subTitle={t('featureNotOpen.description')}
      extra={
        <Button type="primary" onClick={() => void navigate('/index')}>
          {t('actions.backHome')}
        </Button>
      }
      data-testid="feature-not-open"
    />
  );
}
