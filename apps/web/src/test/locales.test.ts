import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@stone/shared/messages';
import { APP_ROUTES } from '@stone/shared/routes';
import { buildMessagesTree, type LocaleTree } from '../lib/i18n.ts';
import { ALL_LOCALES } from './all-locales.ts';

function leaves(tree: LocaleTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else leaves(value, path).forEach((v, k) => out.set(k, v));
  }
  return out;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

describe('locales', () => {
  it.each(Object.entries(ALL_LOCALES))('%s has the same keys in en and zh', (_ns, pair) => {
    const en = leaves(pair.en);
    const zh = leaves(pair.zh);
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of zh) expect(text.trim(), `${key} is empty`).not.toBe('');
  });

  it.each(Object.entries(ALL_LOCALES))('%s has no Chinese in English', (_ns, pair) => {
    const offenders = [...leaves(pair.en)].filter(
      ([key, text]) => CJK.test(text) && !key.startsWith('languageName'),
    );
    expect(offenders).toEqual([]);
  });

  it('covers every feature folder', () => {
    expect(Object.keys(ALL_LOCALES)).toEqual(
      expect.arrayContaining(['auth', 'aboutCompany', 'doc', 'errors', 'home', 'mes']),
    );
  });

  it('names every route of the route table in both languages', () => {
    const menu = ALL_LOCALES.menu;
    for (const route of APP_ROUTES) {
      const key = route.name.replace(/\./g, '_');
      expect(menu?.en[key], route.name).toBeTruthy();
      expect(menu?.zh[key], route.name).toBeTruthy();
    }
  });

  it('turns the shared messages into a tree per language', () => {
    const en = leaves(buildMessagesTree(MESSAGES, 'en'));
    expect(en.size).toBe(Object.keys(MESSAGES).length);
    expect(en.get('validation.phone')).toBe(MESSAGES['validation.phone'].en);
    expect(leaves(buildMessagesTree(MESSAGES, 'zh')).get('validation.phone')).toBe(
      MESSAGES['validation.phone'].zh,
    );
  });
});
