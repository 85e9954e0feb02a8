import { TranslationOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { feedback } from '../lib/feedback.ts';
import { currentLanguage, switchLanguage } from '../lib/i18n.ts';

type Props = { showLabel?: boolean };

/**
 * zh ⇄ en. A toggle rather than a menu: with two languages it is one click, and it keeps the
 * sign-in page's bundle small. Every text follows, Ant Design's own included; a toast confirms.
 */
export function LanguageSwitch({ showLabel = true }: Props) {
  const { t } = useTranslation('common');
  const language = currentLanguage();
  const next = language === 'zh' ? 'en' : 'zh';

  const onClick = async () => {
    await switchLanguage(next);
    // `t` of this render still speaks the old language; confirm in the new one.
    // Through the app's toasts (lib/feedback.ts): the sign-in page has no antd App context.
    feedback.success(i18next.getFixedT(next, 'common')('languageSwitched'));
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
