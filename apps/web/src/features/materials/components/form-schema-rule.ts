import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { translateMessage } from '../../../lib/i18n.ts';

type Parser = {
  safeParse: (value: unknown) => {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
};

/**
 * A field rule that checks the whole form with the endpoint's own schema (refinements included,
 * e.g. safety ≤ maximum) and reports the issue on this field: the client says exactly what the
 * server would, with the same message keys in zh and en.
 */
export function formSchemaRule(
  schema: Parser,
  form: FormInstance,
  field: string,
  /** Body fields the form does not hold (id, version), so the schema's refinements still run. */
  extra: Record<string, unknown> = {},
): Rule {
  return {
    validator: async () => {
      const result = schema.safeParse({ ...extra, ...form.getFieldsValue(true) });
      const issue = result.error?.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(translateMessage(issue.message));
    },
  };
}
