import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';

/**
 * dayjs follows the interface language. Only screens that show dates import this module, so
 * the sign-in page never downloads dayjs.
 */
const applyLocale = (language: string) => dayjs.locale(language === 'en' ? 'en' : 'zh-cn');
applyLocale(i18next.language);
i18next.on('languageChanged', applyLocale);

export const formatDateTime = (iso: string): string => dayjs(iso).format('YYYY-MM-DD HH:mm');
