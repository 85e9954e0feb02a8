import { useTranslation } from 'react-i18next';

/** A CSS spinner rather than antd's Spin: it sits in the entry chunk, so it stays tiny. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden />
      <span className="page-loading__text">{t('loading')}</span>
    </div>
  );
}
