import { ExportOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useBoardAddress } from '../api.ts';
import { addLocales } from '../../../lib/i18n.ts';
import { en } from '../locales/en.ts';
import { zh } from '../locales/zh.ts';

addLocales('mes', { en, zh });

const openBoard = (url: string) => window.open(url, '_blank', 'noopener');

/** /mes: asks the server for the production board address and opens it in a new window. */
export function MesPage() {
  const { t } = useTranslation(['mes', 'menu', 'common']);
  useDocumentTitle(t('menu:mes'));
  const board = useBoardAddress();
  const openedFor = useRef<string | null>(null);
  const url = board.data?.url;

  useEffect(() => {
    if (!url || openedFor.current === url) return;
    openedFor.current = url;
    openBoard(url);
  }, [url]);

  if (board.isPending) {
    return (
      <div className="page-loading">
        <Spin size="large" description={t('opening')} />
      </div>
    );
  }
  if (board.isError) {
    return (
      <Result
        status="warning"
        title={t('unavailable')}
        subTitle={board.error.message}
        extra={<Button onClick={() => void board.refetch()}>{t('common:actions.retry')}</Button>}
      />
    );
  }
  return (
    <Result
      status="success"
      title={t('opened')}
      subTitle={t('openedHint')}
      extra={
        <Button type="primary" icon={<ExportOutlined />} onClick={() => openBoard(board.data.url)}>
          {t('openAgain')}
        </Button>
      }
    />
  );
}
