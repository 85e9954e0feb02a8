import { CloseOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/crud/use-confirm.ts';

type Props = {
  scans: string[];
  max: number;
  sending: boolean;
  onRemove: (scan: string) => void;
  onClear: () => void;
  onSend: () => void;
};

/** The scanned pieces of a batch, each removable, above a send bar pinned to the screen's foot. */
export function BatchList({ scans, max, sending, onRemove, onClear, onSend }: Props) {
  const { t } = useTranslation('workReports');
  const confirm = useConfirm();
  return (
    <section className="work-batch" aria-label={t('batch.title', { count: scans.length, max })}>
      <Typography.Text strong>{t('batch.title', { count: scans.length, max })}</Typography.Text>
      {scans.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('batch.empty')}</Typography.Paragraph>
      ) : (
        <ol className="work-batch__list">
          {scans.map((scan) => (
            <li key={scan} className="work-batch__item">
              <span className="work-batch__scan">{scan}</span>
              <Button
                type="text"
                icon={<CloseOutlined />}
                aria-label={t('batch.remove', { scan })}
                onClick={() => onRemove(scan)}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="work-batch__bar">
        <Button
          size="large"
          disabled={scans.length === 0 || sending}
          onClick={() =>
            confirm(t('batch.clearConfirm', { count: scans.length }), async () => onClear())
          }
        >
          {t('batch.clear')}
        </Button>
        <Button
          type="primary"
          size="large"
          className="work-batch__send"
          disabled={scans.length === 0}
          loading={sending}
          onClick={onSend}
        >
          {t('batch.send', { count: scans.length })}
        </Button>
      </div>
    </section>
  );
}
