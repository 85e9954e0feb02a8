import { z } from 'zod';
import type { MessageKey } from './messages.ts';

/**
 * A refusal a schema gives without a message of its own, as one of the message keys (issue 23).
 * zod's defaults are English sentences ("Too small: expected string to have >=1 characters")
 * that reached people in both languages: an empty id, a missing field, an over-long text. Each
 * schema helper can still name its own key (`min(1, 'project.nameRequired')`), which wins.
 */
export function defaultIssueKey(issue: {
  code?: string;
  origin?: string;
  minimum?: unknown;
  input?: unknown;
}): MessageKey {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'common.required';
  if (issue.origin === 'string') {
    if (issue.code === 'too_small' && Number(issue.minimum) <= 1) return 'common.required';
    if (issue.code === 'too_big') return 'common.tooLong';
  }
  return 'common.invalidValue';
}

/**
 * Set once for the zod the apps share: the shared schemas are built from text.ts and integers.ts,
 * which import this module, so no schema is parsed before it ran. A configuration, not state:
 * every call sets the same function.
 */
z.config({ customError: (issue) => defaultIssueKey(issue) });
