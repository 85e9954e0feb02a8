import { z } from 'zod';
import { int32 } from '../integers.ts';
import { PATTERNS } from '../validators.ts';
import { ADMIN_LIMITS } from './limits.ts';
import { versionSchema } from './org-info.ts';
import { idSchema, listRequestShape, listResponse } from '../common.ts';
import { singleLineText } from '../text.ts';

export const staffNoSchema = singleLineText().regex(PATTERNS.staffNo, 'member.staffNoFormat');
const nameSchema = singleLineText()
  .trim()
  .min(1, 'common.required')
  .max(ADMIN_LIMITS.nicknameMax, 'common.tooLong');
const deptName = singleLineText()
  .trim()
  .min(1, 'common.required')
  .max(ADMIN_LIMITS.deptNameMax, 'common.tooLong');
const requestId = singleLineText().max(64).optional();

/* Departments */

export type DeptNode = {
  id: string;
  name: string;
  parentId: string | null;
  memberCount: number;
  version: number;
  children: DeptNode[];
};
export const deptNode: z.ZodType<DeptNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    parentId: z.string().nullable(),
    memberCount: int32(),
    version: int32(),
    children: z.array(deptNode),
  }),
);
export const deptTreeData = z.object({ tree: z.array(deptNode) });
export const createDeptBody = z.strictObject({
  name: deptName,
  parentId: idSchema.nullable().optional(),
  requestId,
});
export const createDeptData = z.object({ id: z.string() });
/** Rename and move in one call; `parentId: null` moves it to the top level. */
export const updateDeptBody = z.strictObject({
  id: idSchema,
  name: deptName,
  parentId: idSchema.nullable(),
  version: versionSchema,
});
export const deleteDeptBody = z.strictObject({ id: idSchema, version: versionSchema });

/* Members */

export const MEMBER_STATUSES = ['enabled', 'disabled'] as const;
export type MemberListStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBER_SORT_FIELDS = ['nickname', 'staffNo', 'createdAt'] as const;
export const memberListBody = z.strictObject({
  ...listRequestShape,
  sortField: z.enum(MEMBER_SORT_FIELDS).optional(),
  name: singleLineText().trim().max(ADMIN_LIMITS.nicknameMax).optional(),
  phone: singleLineText().trim().max(11).optional(),
  staffNo: singleLineText().trim().max(4).optional(),
  departmentId: idSchema.optional(),
  roleId: idSchema.optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
});
export const memberFilterBody = memberListBody.omit({ pageNum: true, pageSize: true });
export const memberItem = z.object({
  id: z.string(),
  userId: z.string(),
  nickname: z.string(),
  phone: z.string(),
  staffNo: z.string().nullable(),
  roleId: z.string(),
  roleName: z.string(),
  isSuperAdmin: z.boolean(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  status: z.enum(MEMBER_STATUSES),
  /** Holds a member seat: may use the web console (loginApp 1). */
  hasSeat: z.boolean(),
  createdAt: z.string(),
  version: int32(),
});
export type MemberItem = z.infer<typeof memberItem>;
export const memberListData = listResponse(memberItem);

/** What the member forms choose from (no role-management permission needed). */
export const memberOptionsData = z.object({
  roles: z.array(z.object({ id: z.string(), name: z.string(), isSuperAdmin: z.boolean() })),
  departments: z.array(
    z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable() }),
  ),
});

export const addMemberBody = z.strictObject({
  phone: singleLineText().regex(PATTERNS.phone, 'validation.wrongNumber'),
  nickname: nameSchema,
  roleId: idSchema,
  departmentId: idSchema.nullable().optional(),
  staffNo: staffNoSchema.nullable().optional(),
  requestId,
});
export const addMemberData = z.object({
  id: z.string(),
  /** true: a new account was created and sent a one-time sign-in code by SMS. */
  accountCreated: z.boolean(),
});
export const updateMemberBody = z.strictObject({
  id: idSchema,
  roleId: idSchema,
  departmentId: idSchema.nullable(),
  staffNo: staffNoSchema.nullable(),
  version: versionSchema,
});
export const setMemberStatusBody = z.strictObject({
  id: idSchema,
  status: z.enum(MEMBER_STATUSES),
  version: versionSchema,
});
export const removeMemberBody = z.strictObject({ id: idSchema, version: versionSchema });
export const exportData = z.object({
  fileName: z.string(),
  /** The xlsx file, base64: the list is small and this keeps the call a plain JSON POST. */
  contentBase64: z.string(),
});
