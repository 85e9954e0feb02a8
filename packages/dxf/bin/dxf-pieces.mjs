#!/usr/bin/env node
// The package ships TypeScript source; tsx compiles it on the fly for the command line.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
