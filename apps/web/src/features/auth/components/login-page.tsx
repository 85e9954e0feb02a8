import { Button, Segmented } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { warmApi } from '../../../lib/api-on-demand.ts';
import { addLocales } from '../../../lib/i18n.ts';
import { hasToken } from '../../../lib/token.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { en } from '../locales/en.ts';
import { zh } from '../locales/zh.ts';
import { PasswordLoginForm } from './password-login-form.tsx';
import './login-page.css';

addLocales('auth', { en, zh });

// The page opens on the password form; the SMS and registration forms (phone-code field,
// slider, checkbox) load when asked for, and start loading as soon as the person reaches for the
// page, as does the API client, which only a submit needs.
const loadSmsForm = () => import('./sms-login-form.tsx');
const loadRegisterForm = () => import('./register-form.tsx');
const SmsLoginForm = lazy(async () => ({ default: (await loadSmsForm()).SmsLoginForm }));
const RegisterForm = lazy(async () => ({ default: (await loadRegisterForm()).RegisterForm }));

function warmForms(): void {
  warmApi();
  void loadSmsForm().catch(() => undefined);
  void loadRegisterForm().catch(() => undefined);
}

/** Sign in (password or SMS) and register, on one public page (spec §4). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const isRegister = params.get('mode') === 'register';
  const [method, setMethod] = useState<'password' | 'sms'>('password');
  const warmed = useRef(false);
  const warmOnce = () => {
    if (warmed.current) return;
    warmed.current = true;
    warmForms();
  };
  useDocumentTitle(isRegister ? t('registerTitle') : t('actions.login'));

  if (hasToken()) return <Navigate to="/index" replace />;

  const switchMode = () => {
    const next = new URLSearchParams(params);
    if (isRegister) next.delete('mode');
    else next.set('mode', 'register');
    setParams(next, { replace: true });
  };

  return (
    <div className="login-page">
      <header className="login-page__bar">
        <LanguageSwitch />
      </header>
      <main className="login-page__card" onPointerOver={warmOnce} onFocus={warmOnce}>
        <h1 className="login-page__title">{t('title')}</h1>
        <p className="login-page__subtitle">{t('subtitle')}</p>
        {isRegister ? (
          <>
            <h2 className="login-page__heading">{t('registerTitle')}</h2>
            <Suspense fallback={<PageLoading />}>
              <RegisterForm />
            </Suspense>
          </>
        ) : (
          // A segmented switch rather than Tabs: Tabs brings a menu library the page doesn't need.
          <>
            <Segmented
              block
              className="login-page__methods"
              value={method}
              onChange={setMethod}
              options={[
                { value: 'password', label: t('tabs.password') },
                { value: 'sms', label: t('tabs.sms') },
              ]}
            />
            {method === 'password' ? (
              <PasswordLoginForm />
            ) : (
              <Suspense fallback={<PageLoading />}>
                <SmsLoginForm />
              </Suspense>
            )}
          </>
        )}
        <Button type="link" block onClick={switchMode} className="login-page__switch">
          {isRegister ? t('actions.toLogin') : t('actions.toRegister')}
        </Button>
      </main>
    </div>
  );
}
