import { StyleProvider } from '@ant-design/cssinjs';
import { App } from 'antd';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Language } from '@stone/shared/limits';
import { Providers } from '../app/providers.tsx';
import { MESSAGES } from '@stone/shared/messages';
import { TOAST_CONFIG } from '../lib/feedback.ts';
import { addMessages, initI18n } from '../lib/i18n.ts';
import { ALL_LOCALES } from './all-locales.ts';

export async function setTestLanguage(language: Language): Promise<void> {
  if (!i18next.isInitialized) {
    initI18n(ALL_LOCALES, language);
    addMessages(MESSAGES);
  } else await i18next.changeLanguage(language);
}

/** Render inside the app's providers (antd locale and App context) and a memory router. */
export async function renderInApp(ui: ReactNode, language: Language = 'en', route = '/') {
  await setTestLanguage(language);
  return render(
    // Styles as on a server render: jsdom gets no <style> tags, so its getComputedStyle (which
    // Ant Design calls often) stays fast. Tests read text and roles, never computed colours.
    <StyleProvider mock="server">
      <Providers>
        {/* antd's App as behind sign-in (auth-gate.tsx), for screens that call App.useApp(). */}
        <App message={TOAST_CONFIG}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </App>
      </Providers>
    </StyleProvider>,
  );
}
