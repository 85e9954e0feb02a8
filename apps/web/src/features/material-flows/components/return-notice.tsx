import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReturnSlabsData } from '@stone/shared/material-flows/schemas';

/**
 * The server's notice of slabs it took out of a return (machine type, not picked): shown as a
 * warning that stays until the next return, with each slab and its reason on its own line.
 */
export function ReturnNotice({ answer }: { answer: Pick<ReturnSlabsData, 'removed' | 'notice'> }) {
  const { t } = useTranslation('materialFlows');
  if (!answer.notice || answer.removed.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="flow-return-notice"
      title={t('returns.noticeTitle')}
      description={
        <>
          <p>{answer.notice}</p>
          <ul>
            {answer.removed.map((r) => (
              <li key={r.id}>
                <strong>{r.barcode}</strong> — {r.reason}
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
