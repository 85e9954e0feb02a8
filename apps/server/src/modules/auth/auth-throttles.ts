import { WindowCounter } from '../../lib/throttle.ts';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * The sign-in and SMS counters, one set per app (kept in deps, not in module state, so two apps
 * in one process — tests, or a CLI beside a server — never share a budget).
 */
export type AuthThrottles = {
  smsSendsPerIp: WindowCounter;
  loginFailuresPerAccount: WindowCounter;
  loginFailuresPerIp: WindowCounter;
};

export const createAuthThrottles = (): AuthThrottles => ({
  smsSendsPerIp: new WindowCounter(3_600_000, 30),
  loginFailuresPerAccount: new WindowCounter(FIFTEEN_MINUTES, 5),
  loginFailuresPerIp: new WindowCounter(FIFTEEN_MINUTES, 30),
});
