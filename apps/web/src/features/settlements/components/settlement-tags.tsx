import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SettlementItem } from '@stone/shared/settlements/settlements';

/** Settled or not, and for a settled document whether the account has arrived. */
export function SettlementTags({
  doc,
}: {
  doc: Pick<SettlementItem, 'status' | 'accountArrived'>;
}) {
  const { t } = useTranslation('settlements');
  return (
    <>
      <Tag color={doc.status === 'settled' ? 'green' : 'orange'}>{t(`status.${doc.status}`)}</Tag>
      {doc.status === 'settled' && (
        <Tag color={doc.accountArrived ? 'blue' : 'default'}>
          {t(doc.accountArrived ? 'arrival.arrived' : 'arrival.notArrived')}
        </Tag>
      )}
    </>
  );
}
