import { useTranslation } from 'react-i18next';
import { ErrorResult } from './error-result.tsx';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return (
    <ErrorResult status="404" title={t('notFound.title')} description={t('notFound.description')} />
  );
}
