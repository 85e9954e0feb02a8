import { beforeEach, describe, expect, it } from 'vitest';
import {
  addTag,
  closeAllTags,
  closeOtherTags,
  closeTag,
  getTags,
  resetTags,
} from './tags-store.ts';

const paths = () => getTags().map((t) => t.path);

describe('tags view store', () => {
  beforeEach(() => {
    resetTags();
    addTag({ path: '/orgManagement/orgInfo', name: 'orgInfo' });
    addTag({ path: '/rolesManagement', name: 'rolesManagement' });
    addTag({ path: '/deviceManagement', name: 'deviceManagement' });
  });

  it('keeps home first and adds each page once', () => {
    addTag({ path: '/rolesManagement', name: 'rolesManagement' });
    expect(paths()).toEqual([
      '/index',
      '/orgManagement/orgInfo',
      '/rolesManagement',
      '/deviceManagement',
    ]);
  });

  it('closing the page on screen moves to its left neighbour', () => {
    expect(closeTag('/rolesManagement', '/rolesManagement')).toBe('/orgManagement/orgInfo');
    expect(closeTag('/deviceManagement', '/orgManagement/orgInfo')).toBeNull();
    expect(paths()).toEqual(['/index', '/orgManagement/orgInfo']);
  });

  it('never closes home', () => {
    expect(closeTag('/index', '/index')).toBeNull();
    expect(paths()[0]).toBe('/index');
  });

  it('closes others and all, keeping home', () => {
    closeOtherTags('/rolesManagement');
    expect(paths()).toEqual(['/index', '/rolesManagement']);
    expect(closeAllTags()).toBe('/index');
    expect(paths()).toEqual(['/index']);
  });

  it('survives a reload of the shell through session storage', () => {
    const stored = JSON.parse(sessionStorage.getItem('stone-visited-tags') ?? '[]') as unknown[];
    expect(stored).toHaveLength(4);
  });
});
