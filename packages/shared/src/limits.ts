/** Business constants of product-spec §9, in one place for server and web. */
export const LIMITS = {
  tokenCookieDays: 7,
  requestTimeoutMs: 15_000,
  sidebarWidthPx: 270,
  mobileBreakpointPx: 992,
  defaultThemeColor: '#0057ff',
  logoMaxBytes: 10 * 1024 * 1024,
  rackCountMin: 1,
  rackCountMax: 500,
  rackNumberMax: 9999,
  boxesPerOrderMax: 99,
  manualOrderNameMax: 64,
  passwordMin: 6,
  passwordMax: 20,
  performanceCoefficientMaxPercent: 100,
  dashboardDays: 30,
  pageSizeMax: 100,
  orgNameMax: 50,
  orgContactMax: 20,
  orgAddressMax: 100,
  usernameMax: 32,
  toastSeconds: 2.5,
  smsCodeTtlSeconds: 600,
  smsCodeMaxTries: 5,
  smsResendSeconds: 60,
  smsDailyPerPhone: 10,
} as const;

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';
