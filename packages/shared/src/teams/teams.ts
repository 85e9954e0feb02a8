import { z } from 'zod';
import { listRequestShape, listResponse } from '../common.ts';
import { idField, requestIdField, versionField } from '../crud.ts';
import { int32 } from '../integers.ts';
import { singleLineText } from '../text.ts';
import {
  BP_PER_WHOLE,
  parseHundredths,
  splitByWeights,
  TWO_DECIMALS,
  type Cents,
} from '../units.ts';

/**
 * Team groups (班组, issue 20, product-spec §3 "Team group", §5 "Team performance"): a team
 * works under one process; its members share the team's pay by performance coefficients,
 * percent text with at most two decimals ("35.5" = 35.5 %), summing to at most 100 %.
 */
export const TEAM_LIMITS = { nameMax: 40, keywordMax: 40, membersPerCall: 50 } as const;

/** A coefficient as typed: "35.5" → 3550 basis points; above 0 and at most 100. */
export const coefficientText = singleLineText()
  .trim()
  .regex(TWO_DECIMALS, 'team.coefficientFormat')
  .refine((v) => {
    const bp = TWO_DECIMALS.test(v) ? parseHundredths(v) : 0;
    return bp > 0 && bp <= BP_PER_WHOLE;
  }, 'team.coefficientFormat');

/** Percent text → basis points (a percent's hundredths are basis points). */
export const coefficientToBp = (text: string): number => parseHundredths(text);

/**
 * How a team's pay is split among its members: in proportion to their coefficients (basis
 * points), whole cents that always add up to `totalCents` (largest remainder, splitByWeights).
 */
export function splitTeamPay(
  totalCents: Cents,
  members: readonly { workerId: string; coefficientBp: number }[],
): { workerId: string; cents: Cents }[] {
  const parts = splitByWeights(
    totalCents,
    members.map((m) => m.coefficientBp),
  );
  return members.map((m, i) => ({ workerId: m.workerId, cents: parts[i] ?? 0 }));
}

const teamName = singleLineText()
  .trim()
  .min(1, 'team.nameRequired')
  .max(TEAM_LIMITS.nameMax, 'common.tooLong');

export const teamListBody = z.strictObject({
  ...listRequestShape,
  processId: idField.optional(),
  /** Team name containing this text. */
  keyword: singleLineText().trim().max(TEAM_LIMITS.keywordMax).optional(),
});

export const teamMember = z.object({
  workerId: z.string(),
  name: z.string(),
  /** Percent with two decimals, e.g. "35.50". */
  coefficient: z.string(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamItem = z.object({
  id: z.string(),
  name: z.string(),
  processId: z.string(),
  processName: z.string(),
  members: z.array(teamMember),
  /** Σ of the coefficients and what is left of 100 %, percent text. */
  coefficientTotal: z.string(),
  remaining: z.string(),
  updatedAt: z.string(),
  version: int32(),
});
export type TeamItem = z.infer<typeof teamItem>;
export const teamListData = listResponse(teamItem);

const memberInput = z.strictObject({ workerId: idField, coefficient: coefficientText });

export const createTeamBody = z.strictObject({
  name: teamName,
  processId: idField,
  requestId: requestIdField,
});
export const createTeamData = z.object({ id: z.string() });
export const renameTeamBody = z.strictObject({
  id: idField,
  name: teamName,
  version: versionField,
});
export const deleteTeamBody = z.strictObject({ id: idField, version: versionField });

export const addTeamMembersBody = z.strictObject({
  teamId: idField,
  members: z
    .array(memberInput)
    .min(1, 'team.pickMembers')
    .max(TEAM_LIMITS.membersPerCall, 'team.pickMembers'),
});
export const setCoefficientBody = z.strictObject({
  teamId: idField,
  workerId: idField,
  coefficient: coefficientText,
});
export const removeTeamMemberBody = z.strictObject({ teamId: idField, workerId: idField });
/** A team as it stands after a member change: the editor shows its new remaining percent. */
export const teamChangeData = teamItem;

/** Choices of both screens: the processes and the enterprise's active members. */
export const teamChoicesData = z.object({
  processes: z.array(z.object({ id: z.string(), name: z.string() })),
  members: z.array(z.object({ workerId: z.string(), name: z.string(), staffNo: z.string() })),
});

/** The process team members view: every worker in a team of the process. */
export const processMembersBody = z.strictObject({ processId: idField });
export const processMembersData = z.object({
  teams: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      coefficientTotal: z.string(),
      remaining: z.string(),
    }),
  ),
  members: z.array(
    z.object({
      workerId: z.string(),
      name: z.string(),
      staffNo: z.string(),
      teamId: z.string(),
      teamName: z.string(),
      coefficient: z.string(),
    }),
  ),
});
export const addProcessMemberBody = z.strictObject({
  teamId: idField,
  workerId: idField,
  coefficient: coefficientText,
});
