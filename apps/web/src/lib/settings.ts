import { useSyncExternalStore } from 'react';
import { LIMITS } from '@stone/shared/limits';

/** One flat settings object in local storage (vue-element-admin style, CONVENTIONS rule 6). */
export type Settings = {
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  themeColor: string;
  sidebarCollapsed: boolean;
};

export const SETTINGS_KEY = 'stone-settings';

export const DEFAULT_SETTINGS: Settings = {
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  themeColor: LIMITS.defaultThemeColor,
  sidebarCollapsed: false,
};

const listeners = new Set<() => void>();
let current: Settings = readSettings();

function readSettings(): Settings {
  try {
    const raw = globalThis.localStorage?.getItem(SETTINGS_KEY);
    if (!raw) return DEFAULT_SETTINGS;
    const parsed = JSON.parse(raw) as Partial<Settings>;
    const merged = { ...DEFAULT_SETTINGS };
    for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
      const value = parsed[key];
      if (typeof value === typeof DEFAULT_SETTINGS[key]) Object.assign(merged, { [key]: value });
    }
    if (!/^#[0-9a-f]{6}$/i.test(merged.themeColor)) merged.themeColor = DEFAULT_SETTINGS.themeColor;
    return merged;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function getSettings(): Settings {
  return current;
}

export function updateSettings(patch: Partial<Settings>): void {
  current = { ...current, ...patch };
  try {
    globalThis.localStorage?.setItem(SETTINGS_KEY, JSON.stringify(current));
  } catch {
    // Private mode or full storage: settings last for this page only.
  }
  listeners.forEach((listener) => listener());
}

export function resetSettings(): void {
  updateSettings(DEFAULT_SETTINGS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSettings(): Settings {
  return useSyncExternalStore(subscribe, getSettings, getSettings);
}
