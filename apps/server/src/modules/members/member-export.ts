import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { ADMIN_LIMITS } from '@stone/shared/enterprise/limits';
import { ERROR_CODES, translate, type Language } from '@stone/shared';
import { type memberFilterBody } from '@stone/shared/enterprise/members';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { actorScope } from '../../db/org-scope.ts';
import { sheetRow } from '../../lib/sheet-text.ts';
import { resolveFilter, toMemberItem } from './member-list.service.ts';
import { selectMembers } from './member-list.repository.ts';

const HEADERS = {
  en: ['Name', 'Staff number', 'Role', 'Phone', 'Department', 'Status'],
  zh: ['姓名', '工号', '角色', '手机号', '部门', '状态'],
} as const;

/** The filtered member list as an xlsx sheet, headers and statuses in the caller's language. */
export async function exportMembers(
  actor: Actor,
  db: Db,
  request: { filter: z.output<typeof memberFilterBody>; lang: Language },
) {
  const { filter, lang } = request;
  const org = actorScope(actor, db);
  // One row past the limit tells "too many" from "exactly the limit".
  const rows = await selectMembers(org, await resolveFilter(org, filter), {
    limit: ADMIN_LIMITS.exportRowsMax + 1,
    offset: 0,
  });
  if (rows.length === 0) throw notFound('export.noData');
  if (rows.length > ADMIN_LIMITS.exportRowsMax)
    throw new AppError(ERROR_CODES.INVALID, 'export.tooMany');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(lang === 'en' ? 'Members' : '成员');
  sheet.addRow([...HEADERS[lang]]).font = { bold: true };
  for (const m of rows.map(toMemberItem)) {
    sheet.addRow(
      sheetRow([
        m.nickname,
        m.staffNo ?? '',
        m.isSuperAdmin ? translate('role.superAdminName', lang) : m.roleName,
        m.phone,
        m.departmentName ?? '',
        translate(m.status === 'enabled' ? 'member.statusEnabled' : 'member.statusDisabled', lang),
      ]),
    );
  }
  sheet.columns.forEach((c) => (c.width = 18));
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  const stamp = new Date().toISOString().slice(0, 10);
  return { fileName: `members-${stamp}.xlsx`, contentBase64: buffer.toString('base64') };
}
