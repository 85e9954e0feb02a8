import { useTranslation } from 'react-i18next';
import { ErrorResult } from './error-result.tsx';

export function UnauthorizedPage() {
  const { t } = useTranslation('errors');
  return (
    <ErrorResult
      status="403"
      title={t('unauthorized.title')}
      description={t('unauthorized.description')}
    />
  );
}
