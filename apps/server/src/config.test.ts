import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

test('defaults give an embedded database on port 8080', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({ PORT: 8080, NODE_ENV: 'development' });
  expect(config.DATA_DIR).toBe(resolve(process.cwd(), 'data'));
  expect(config.DATABASE_URL).toBeUndefined();
});

test('a relative DATA_DIR is resolved once, from where npm was started', () => {
  // `npm start -w apps/server` runs in apps/server, but INIT_CWD is where the command was typed.
  const typedIn = join(tmpdir(), 'stone-repo');
  expect(loadConfig({ DATA_DIR: 'var/data', INIT_CWD: typedIn }).DATA_DIR).toBe(
    join(typedIn, 'var', 'data'),
  );
  // Without npm, the process's own directory.
  expect(loadConfig({ DATA_DIR: '../data' }).DATA_DIR).toBe(resolve(process.cwd(), '..', 'data'));
  // An absolute one is kept as it is.
  const absolute = join(tmpdir(), 'stone-abs');
  expect(loadConfig({ DATA_DIR: absolute, INIT_CWD: typedIn }).DATA_DIR).toBe(absolute);
});

test('bad settings stop the start with a message naming each', () => {
  expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
  try {
    loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
  } catch (error) {
    expect((error as Error).message).toContain('PORT');
    expect((error as Error).message).toContain('DATABASE_URL must start with postgres://');
  }
});

test('test hooks are refused in production', () => {
  expect(() => loadConfig({ NODE_ENV: 'production', TEST_HOOKS: '1' })).toThrow(/TEST_HOOKS/);
});
