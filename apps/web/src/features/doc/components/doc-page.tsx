import { Anchor, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { addLocales } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { en } from '../locales/en.ts';
import { zh } from '../locales/zh.ts';
import './doc-page.css';

// The agreement texts ship with this screen only, not with the sign-in page.
addLocales('doc', { en, zh });

const DOCS = ['agreement', 'privacy'] as const;

/** /doc: the registration agreement and the privacy policy, public, in both languages. */
export function DocPage() {
  const { t } = useTranslation('doc');
  useDocumentTitle(t('title'));
  return (
    <div className="doc-page">
      <header className="doc-page__bar">
        <Link to="/login">{t('back')}</Link>
        <LanguageSwitch />
      </header>
      <main className="doc-page__main">
        <Anchor
          direction="horizontal"
          items={DOCS.map((doc) => ({ key: doc, href: `#${doc}`, title: t(`${doc}.title`) }))}
        />
        {DOCS.map((doc) => (
          <section key={doc} id={doc} className="doc-page__section">
            <Typography.Title level={2}>{t(`${doc}.title`)}</Typography.Title>
            {Object.entries(t(`${doc}.sections`, { returnObjects: true })).map(([key, section]) => (
              <div key={key}>
                <Typography.Title level={4}>{section.heading}</Typography.Title>
                <Typography.Paragraph>{section.body}</Typography.Paragraph>
              </div>
            ))}
          </section>
        ))}
      </main>
    </div>
  );
}
