import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The tab title follows the screen and the language: "Role management · Stone Cloud Factory". */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    document.title = title && title !== appName ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
