// The shared contract between server and web: one import path for both.
export * from './error-codes.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './plan.ts';
export * from './routes.ts';
export * from './validators.ts';
export * from './api/common.ts';
export * from './api/text.ts';
export * from './api/auth.ts';
export * from './api/org.ts';
export * from './api/user.ts';
export * from './api/endpoints.ts';
export * from './api/admin-schemas.ts';
export * from './api/project-schemas.ts';
export * from './api/plan-schemas.ts';
export * from './api/material-schemas.ts';
export * from './api/flow-schemas.ts';
