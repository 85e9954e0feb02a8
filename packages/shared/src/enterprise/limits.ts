/** Limits of enterprise administration (issue 5), beside the product-wide LIMITS. */
export const ADMIN_LIMITS = {
  emailMax: 64,
  nicknameMax: 32,
  deptNameMax: 30,
  /** Departments nest at most this deep, so the tree stays readable in a side panel. */
  deptDepthMax: 5,
  roleNameMax: 30,
  reasonMax: 200,
  avatarMaxBytes: 5 * 1024 * 1024,
  /** Rows one export may hold; larger lists are narrowed with the filters first. */
  exportRowsMax: 10_000,
  /** Signed file addresses stay valid this long. */
  fileUrlTtlSeconds: 600,
  /** A new member's one-time sign-in code (sent by SMS) stays valid this long. */
  inviteCodeTtlHours: 72,
} as const;

/** The trial plan's quotas, used until an operator sets others for an enterprise. */
export const QUOTA_KEYS = ['memberSeats', 'deviceLinks'] as const;
export type QuotaKey = (typeof QUOTA_KEYS)[number];
export const TRIAL_QUOTAS: Record<QuotaKey, number> = { memberSeats: 50, deviceLinks: 10 };

export const FILE_PURPOSES = ['logo', 'avatar', 'dxf', 'xlsx', 'slabPhoto'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
/** Size limit per purpose; the logo's 10 MB is product-spec §5/§9. */
export const FILE_LIMITS: Record<FilePurpose, { maxBytes: number; types: readonly string[] }> = {
  logo: { maxBytes: 10 * 1024 * 1024, types: ['jpg', 'png', 'bmp'] },
  avatar: { maxBytes: 5 * 1024 * 1024, types: ['jpg', 'png', 'bmp'] },
  /** A CAD drawing of a manual order (issue 12): text or binary DXF, never DWG. */
  dxf: { maxBytes: 60 * 1024 * 1024, types: ['dxf'] },
  /** A large-slab stock sheet to import (issue 13): .xlsx only, checked by its zip signature. */
  xlsx: { maxBytes: 10 * 1024 * 1024, types: ['xlsx'] },
  slabPhoto: { maxBytes: 10 * 1024 * 1024, types: ['jpg', 'png', 'bmp'] },
};
