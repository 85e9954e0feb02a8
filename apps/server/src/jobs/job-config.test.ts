import { expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

test('job settings out of range are refused at start, naming the setting', () => {
  for (const [name, value] of [
    ['WORKER_CONCURRENCY', '0'],
    ['WORKER_CONCURRENCY', 'many'],
    ['JOB_EXPIRY_GRACE_SECONDS', '0'],
    ['JOB_MAINTENANCE_SECONDS', '99999'],
    ['JOBS_IN_PROCESS', 'yes'],
  ] as const) {
    expect(() => loadConfig({ [name]: value }), `${name}=${value}`).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  }
});

test('defaults: jobs on the queue, a minute of grace, maintenance every 30 s', () => {
  const config = loadConfig({});
  expect(config.JOBS_IN_PROCESS).toBe(false);
  expect(config.JOB_EXPIRY_GRACE_SECONDS).toBe(60);
  expect(config.JOB_MAINTENANCE_SECONDS).toBe(30);
  expect(config.WORKER_CONCURRENCY).toBeUndefined();
});
