import { TranslationOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@stone/shared/limits';
import { currentLanguage, switchLanguage } from '../lib/i18n.ts';

type Props = { showLabel?: boolean };

/**
 * zh ⇄ en. A toggle rather than a menu: with two languages it is one click, and it keeps the
 * sign-in page's bundle small. Every text follows, Ant Design's own included; a toast confirms.
 */
export function LanguageSwitch({ showLabel = true }: Props) {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const language = currentLanguage();
  const next = language === 'zh' ? 'en' : 'zh';

  const onClick = async () => {
    await switchLanguage(next);
    // `t` of this render still speaks the old language; confirm in the new one.
    void message.success(
      i18next.getFixedT(next, 'common')('languageSwitched'),
      LIMITS.toastSeconds,
    );
  };

  return (
    <Button
      type="text"
      icon={<TranslationOutlined />}
      aria-label={t('switchLanguage')}
      title={t('switchLanguage')}
      data-testid="language-switch"
      data-language={language}
      onClick={() => void onClick()}
    >
      {showLabel ? t(`languageName.${language}`) : null}
    </Button>
  );
}
