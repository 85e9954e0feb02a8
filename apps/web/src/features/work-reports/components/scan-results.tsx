import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScanResult, ScanTone } from '../scan-session.ts';

const LOOK: Record<ScanTone, { icon: ReactNode; type?: 'success' | 'danger' | 'warning' }> = {
  ok: { icon: <CheckCircleFilled />, type: 'success' },
  error: { icon: <CloseCircleFilled />, type: 'danger' },
  note: { icon: <ExclamationCircleFilled />, type: 'warning' },
  info: { icon: <InfoCircleFilled /> },
};

/** The latest answers, newest first: green for a report, red for a refusal. */
export function ScanResults({ results }: { results: ScanResult[] }) {
  const { t } = useTranslation('workReports');
  return (
    <section className="work-results" aria-label={t('result.title')}>
      <Typography.Text type="secondary">{t('result.title')}</Typography.Text>
      {results.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('result.empty')}</Typography.Paragraph>
      ) : (
        <ol className="work-results__list" aria-live="polite">
          {results.map((r) => (
            <li key={r.id} className={`work-results__item work-results__item--${r.tone}`}>
              <Typography.Text type={LOOK[r.tone].type}>
                {LOOK[r.tone].icon} {r.text}
              </Typography.Text>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
