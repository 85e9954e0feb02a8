import i18next from 'i18next';
import { createApiClient } from './api-client.ts';
import { feedback } from './feedback.ts';
import { currentLanguage } from './i18n.ts';
import { getToken, setToken } from './token.ts';

/** The one API client of the web app: same-origin, 15 s timeout. */
export const api = createApiClient({
  getToken,
  setToken,
  getLanguage: currentLanguage,
  text: (key) => i18next.t(`common:${key}`),
  feedback,
});
