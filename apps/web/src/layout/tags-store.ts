import { useSyncExternalStore } from 'react';
import { isTitledName, type TitledName } from '../lib/permissions.ts';

/** A visited page: its path and the route name its title comes from. */
export type Tag = { path: string; name: TitledName };

/** Home is always there and cannot be closed (spec §2 "Shell"). */
export const AFFIX_TAG: Tag = { path: '/index', name: 'index' };
const STORAGE_KEY = 'stone-visited-tags';

const listeners = new Set<() => void>();
let tags: Tag[] = read();

function read(): Tag[] {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Tag[]) : [];
    const valid = parsed.filter(
      // A stored tag of a route since renamed or removed is dropped.
      (tag) => typeof tag?.path === 'string' && isTitledName(tag.name),
    );
    return [AFFIX_TAG, ...valid.filter((tag) => tag.path !== AFFIX_TAG.path)];
  } catch {
    return [AFFIX_TAG];
  }
}

function write(next: Tag[]): void {
  tags = next;
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable: tags last for this page only.
  }
  listeners.forEach((listener) => listener());
}

export const isAffix = (path: string): boolean => path === AFFIX_TAG.path;

export function getTags(): Tag[] {
  return tags;
}

export function addTag(tag: Tag): void {
  if (tags.some((t) => t.path === tag.path)) return;
  write([...tags, tag]);
}

/** Close one tag; returns where to go if it was the one on screen. */
export function closeTag(path: string, activePath: string): string | null {
  if (isAffix(path)) return null;
  const index = tags.findIndex((t) => t.path === path);
  if (index < 0) return null;
  const next = tags.filter((t) => t.path !== path);
  write(next);
  if (path !== activePath) return null;
  return (next[index - 1] ?? next[next.length - 1] ?? AFFIX_TAG).path;
}

export function closeOtherTags(path: string): void {
  write(tags.filter((t) => isAffix(t.path) || t.path === path));
}

/** Close every tag but home; the caller goes home. */
export function closeAllTags(): string {
  write([AFFIX_TAG]);
  return AFFIX_TAG.path;
}

export function resetTags(): void {
  write([AFFIX_TAG]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTags(): Tag[] {
  return useSyncExternalStore(subscribe, getTags, getTags);
}
