/**
 * Settlement documents (issue 19, product-spec §3 "Settlement document", §4 "Settlement").
 * A document is unsettled → settled (once, irreversibly); a settled one has its account arrived
 * or not. Its type is the type of the order it settles.
 */
export const SETTLEMENT_STATUSES = ['unsettled', 'settled'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

export const SETTLEMENT_DOC_TYPES = ['oem', 'product'] as const;
export type SettlementDocType = (typeof SETTLEMENT_DOC_TYPES)[number];

/** What a frozen line of a document is: a project's pieces, a process on them, or a box. */
export const SETTLEMENT_LINE_KINDS = ['project', 'process', 'box'] as const;
export type SettlementLineKind = (typeof SETTLEMENT_LINE_KINDS)[number];

export const SETTLEMENT_LIMITS = {
  /** Projects in one document (an order of 200 projects settles in one go). */
  projectsMax: 200,
  nameMax: 100,
  keywordMax: 50,
  infoMax: 100,
  addressMax: 200,
  /** Client groups the foundry view shows. */
  foundryGroupsMax: 200,
} as const;
