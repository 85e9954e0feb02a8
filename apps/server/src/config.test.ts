import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

test('defaults give an embedded database on port 8080', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({ PORT: 8080, DATA_DIR: './data', NODE_ENV: 'development' });
  expect(config.DATABASE_URL).toBeUndefined();
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
