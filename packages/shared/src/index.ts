// The shared kernel and the registries assembled from the areas, for server and web alike.
// An area's own schemas are imported from its folder: `@stone/shared/materials/slabs`.
export * from './error-codes.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './enterprise-plan.ts';
export * from './routes.ts';
export * from './validators.ts';
export * from './common.ts';
export * from './text.ts';
export * from './endpoints.ts';
