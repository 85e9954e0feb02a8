import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** A screen failed to load or render (e.g. a chunk went missing after a deploy). */
export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <div className="page-loading" role="alert">
      <p>{t('systemError')}</p>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('actions.refresh')}
      </Button>
    </div>
  );
}
