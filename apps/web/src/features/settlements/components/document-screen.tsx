import { Button, Card, Result, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SettlementDetail } from '@stone/shared/settlements/settlements';
import { DocumentView } from './document-view.tsx';
import { FileButtons } from './file-buttons.tsx';

type Props = {
  id: string;
  loading: boolean;
  doc: SettlementDetail | undefined;
  via: 'settlement' | 'showOrder';
  backTo: string;
  actions?: (doc: SettlementDetail) => ReactNode;
};

/** A document screen: the A4 view with its file buttons, or the way back when there is none. */
export function DocumentScreen({ id, loading, doc, via, backTo, actions }: Props) {
  const { t } = useTranslation('settlements');
  if (id && loading)
    return (
      <Card variant="borderless">
        <Skeleton active />
      </Card>
    );
  if (!id || !doc)
    return (
      <Result
        status="warning"
        title={t('doc.missing')}
        extra={
          <Link to={backTo}>
            <Button>{t('action.back')}</Button>
          </Link>
        }
      />
    );
  return (
    <div className="settlement-page">
      <Space className="settlement-no-print" wrap>
        <Link to={backTo}>
          <Button>{t('action.back')}</Button>
        </Link>
        {actions?.(doc)}
        <FileButtons id={doc.id} via={via} />
      </Space>
      <DocumentView doc={doc} />
    </div>
  );
}
