import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { LOCALES } from './app/locales.ts';
import { initI18n } from './lib/i18n.ts';
import { detectBrowserLanguage } from './lib/language.ts';
import './app/global.css';

initI18n(LOCALES, detectBrowserLanguage());

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
