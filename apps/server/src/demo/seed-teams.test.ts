import { expect, test } from 'vitest';
import { parseHundredths } from '@stone/shared/units';
import { withSeededDemo } from './demo-test-kit.ts';

type Team = {
  name: string;
  coefficientTotal: string;
  members: { name: string; coefficient: string }[];
};

// The demo runs on the embedded database only (seed-demo.ts), so this suite is SQLite's.
test('the demo has teams of the reporting workers with coefficients within 100 %', async () => {
  await withSeededDemo(async (_t, api) => {
    const page = await api<{ list: Team[]; total: number }>('webTeam/getTeamList', {
      pageSize: 100,
    });
    expect(page.total).toBeGreaterThan(0);
    const names = page.list.flatMap((t) => t.members.map((m) => m.name));
    expect(names).toContain('Chen Wei');
    for (const team of page.list) {
      const sum = team.members.reduce((a, m) => a + parseHundredths(m.coefficient), 0);
      expect(parseHundredths(team.coefficientTotal)).toBe(sum);
      expect(sum).toBeLessThanOrEqual(10_000);
    }
  });
}, 180_000);
