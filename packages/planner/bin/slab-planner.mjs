#!/usr/bin/env node
// The package ships TypeScript source; register tsx so the CLI runs with plain `npx slab-planner`.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
