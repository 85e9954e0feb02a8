// The worker starts as plain Node; register tsx first so it can load the TypeScript sources the
// package ships (it is consumed as .ts source by every workspace).
import { register } from 'tsx/esm/api';

register();
await import('./planner-worker.ts');
