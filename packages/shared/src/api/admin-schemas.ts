// Enterprise administration schemas, re-exported together so index.ts needs one line.
export * from './admin-files.ts';
export * from './admin-limits.ts';
export * from './admin-members.ts';
export * from './admin-org-info.ts';
export * from './admin-profile.ts';
export * from './admin-quotas.ts';
export * from './admin-roles.ts';
