import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import './error-result.css';
import { addLocales } from '../../../lib/i18n.ts';
import { en } from '../locales/en.ts';
import { zh } from '../locales/zh.ts';

addLocales('errors', { en, zh });

type Props = { status: '403' | '404'; title: string; description: string };

export function ErrorResult({ status, title, description }: Props) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  useDocumentTitle(title);
  return (
    <main className="error-result">
      <Result
        status={status}
        title={title}
        subTitle={description}
        extra={
          <Space wrap>
            <Button onClick={() => void navigate(-1)}>{t('actions.back')}</Button>
            <Button type="primary" onClick={() => void navigate('/index', { replace: true })}>
              {t('actions.backHome')}
            </Button>
          </Space>
        }
      />
    </main>
  );
}
