import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAntdLocale } from './app/antd-locale.ts';
import { App } from './app/app.tsx';
import { LOCALES } from './app/locales.ts';
import { preloadFirstScreen } from './app/preload-screen.ts';
import { initI18n, setLanguagePreparer } from './lib/i18n.ts';
import { detectBrowserLanguage } from './lib/language.ts';
import './app/global.css';

preloadFirstScreen(window.location.pathname);
const language = detectBrowserLanguage();
initI18n(LOCALES, language);
setLanguagePreparer(loadAntdLocale);

function render(): void {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The first paint is in the page's language, antd's texts included; if that chunk fails to load,
// the page still renders (antd falls back to its built-in English).
void loadAntdLocale(language)
  .catch(() => undefined)
  .then(render);
