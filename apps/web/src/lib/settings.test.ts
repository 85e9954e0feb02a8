import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  getSettings,
  resetSettings,
  SETTINGS_KEY,
  updateSettings,
} from './settings.ts';

describe('settings', () => {
  it('defaults to the spec: tags on, fixed header, logo, #0057ff', () => {
    resetSettings();
    expect(getSettings()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.themeColor).toBe('#0057ff');
  });

  it('keeps one flat object in local storage', () => {
    updateSettings({ sidebarCollapsed: true, themeColor: '#13c2c2' });
    const stored = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({ sidebarCollapsed: true, themeColor: '#13c2c2', tagsView: true });
    resetSettings();
  });
});
