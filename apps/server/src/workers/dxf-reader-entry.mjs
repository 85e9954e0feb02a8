// The worker starts as plain Node; register tsx first so it can load the TypeScript sources
// (the same way packages/planner starts its worker, docs/adr/0005).
import { register } from 'tsx/esm/api';

register();
await import('./dxf-reader-thread.ts');
