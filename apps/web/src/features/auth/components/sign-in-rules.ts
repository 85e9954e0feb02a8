import { ACCOUNT_MESSAGES } from '@stone/shared/account/messages';
import { LIMITS } from '@stone/shared/limits';
import { PATTERNS } from '@stone/shared/validators';
import { SMS_CODE_RULE } from '../../../components/sms-code/sms-code-field.tsx';
import { patternRule } from '../../../lib/form-rules.ts';
import { addMessages } from '../../../lib/i18n.ts';

// The rules' texts: the sign-in page starts without shared messages (lib/i18n.ts).
addMessages(ACCOUNT_MESSAGES);

/**
 * The sign-in forms check with the shared PATTERNS and message keys that the zod schemas of
 * api/common.ts are built from, so zod stays off the sign-in page's bundle; a test holds the
 * two in agreement.
 */
export const SIGN_IN_RULES = {
  phone: patternRule(PATTERNS.phone, 'validation.phone'),
  smsCode: SMS_CODE_RULE,
  username: patternRule(PATTERNS.username, 'validation.username', LIMITS.usernameMax),
  password: patternRule(PATTERNS.password, 'validation.password'),
};
