import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TextKey } from '../../lib/any-text.ts';
import { addLocales } from '../../lib/i18n.ts';
import { setTestLanguage } from '../../test/render.tsx';
import { defineStatusEnum } from './status-enum.ts';
import { StatusTag, useStatusEnum } from './status-tag.tsx';

// A namespace only this test registers, so the app's typed keys do not know it.
const key = (path: string) => `statusTest:${path}` as TextKey;
const REVIEW = defineStatusEnum(['pending', 'done'] as const, {
  pending: { color: 'gold', labelKey: key('pending') },
  done: { color: 'green', labelKey: key('done') },
});

function Options() {
  const review = useStatusEnum(REVIEW);
  return (
    <ul>
      {review.tabs('All').map((tab) => (
        <li key={String(tab.key)} data-key={tab.key}>
          {tab.label}
        </li>
      ))}
      {review.options.map((o) => (
        <li key={o.value} data-option={o.value}>
          {o.label}
        </li>
      ))}
    </ul>
  );
}

beforeAll(async () => {
  await setTestLanguage('en');
  addLocales('statusTest', {
    en: { pending: 'Pending review', done: 'Done' },
    zh: { pending: '待审核', done: '已完成' },
  });
});

describe('status enum', () => {
  it('one definition feeds the tag, the tabs and the select options', async () => {
    await setTestLanguage('en');
    const { container } = render(<StatusTag status={REVIEW} value="pending" />);
    const tag = screen.getByText('Pending review');
    expect(tag.className).toMatch(/gold/);
    render(<Options />, { container: container.appendChild(document.createElement('div')) });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'All',
      'Pending review',
      'Done',
      'Pending review',
      'Done',
    ]);
  });

  it('follows the language, and shows an unknown value as it is', async () => {
    await setTestLanguage('zh');
    render(<StatusTag status={REVIEW} value="done" />);
    expect(screen.getByText('已完成')).toBeTruthy();
    render(<StatusTag status={REVIEW} value="newerState" />);
    expect(screen.getByText('newerState')).toBeTruthy();
    expect(REVIEW.is('pending')).toBe(true);
    expect(REVIEW.is('x')).toBe(false);
    await setTestLanguage('en');
  });
});
