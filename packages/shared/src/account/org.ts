import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { idSchema, listRequestShape, listResponse, phoneSchema } from '../common.ts';
import { multiLineText, singleLineText } from '../text.ts';

export const createOrgBody = z.strictObject({
  name: singleLineText().trim().min(1, 'common.required').max(LIMITS.orgNameMax, 'common.tooLong'),
  contact: singleLineText()
    .trim()
    .min(1, 'common.required')
    .max(LIMITS.orgContactMax, 'common.tooLong'),
  phone: phoneSchema,
  /** A text area in the forms: line breaks are kept. */
  address: multiLineText()
    .trim()
    .min(1, 'common.required')
    .max(LIMITS.orgAddressMax, 'common.tooLong'),
  requestId: singleLineText().max(64).optional(),
});
export const createOrgData = z.object({ orgId: z.string() });

export const searchOrgBody = z.strictObject({
  name: singleLineText().trim().min(1, 'common.required').max(LIMITS.orgNameMax),
});
export const searchOrgData = z.object({
  list: z.array(z.object({ orgId: z.string(), name: z.string() })),
});

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const applyJoinOrgBody = z.strictObject({
  orgId: idSchema,
  remark: multiLineText().max(200).optional(),
});
export const applicationData = z.object({
  applicationId: z.string(),
  orgId: z.string(),
  orgName: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export const myApplicationsData = z.object({ list: z.array(applicationData) });
export const applicationIdBody = z.strictObject({ applicationId: idSchema });

export const joinApplicationListBody = z.strictObject({
  ...listRequestShape,
  status: z.enum(APPLICATION_STATUSES).optional(),
});
export const joinApplicationItem = z.object({
  applicationId: z.string(),
  username: z.string(),
  nickname: z.string(),
  phone: z.string(),
  remark: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export const joinApplicationListData = listResponse(joinApplicationItem);

export const approveApplicationBody = z.strictObject({
  applicationId: idSchema,
  roleId: idSchema,
  departmentId: idSchema.optional(),
  staffNo: singleLineText()
    .regex(/^\d{1,4}$/, 'common.invalidValue')
    .optional(),
});
export const rejectApplicationBody = z.strictObject({
  applicationId: idSchema,
  reason: multiLineText().trim().min(1, 'common.required').max(200, 'common.tooLong'),
});
