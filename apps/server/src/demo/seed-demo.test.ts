import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { ProjectListData } from '@stone/shared/projects/list';
import type { ProjectDetailData } from '@stone/shared/projects/detail';
import { call } from '../test/api-client.ts';
import { createTestApp } from '../test/test-app.ts';
import { DEMO_USERNAME, seedDemo } from './seed-demo.ts';

// The demo runs on the embedded database only (seed-demo.ts), so this suite is SQLite's.
test('the demo enterprise opens with four planned projects in different review states', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stone-demo-'));
  const t = await createTestApp('sqlite', {
    DEMO_DATA: '1',
    DEMO_PASSWORD: 'Demo12345',
    DATA_DIR: dataDir,
  });
  try {
    expect(await seedDemo(t.deps)).toEqual({ password: 'Demo12345', generated: false });
    const login = await call<{ token: string }>(t.app, 'webAuth/loginByPassword', {
      account: DEMO_USERNAME,
      password: 'Demo12345',
    });
    const token = login.data.token;
    const list = await call<ProjectListData>(
      t.app,
      'webProduce/getProduceSolutionList',
      {},
      { token },
    );
    expect(list.data.total).toBe(4);
    expect(list.data.list.map((p) => p.reviewState).sort()).toEqual([
      'done',
      'done',
      'pending',
      'reviewed',
    ]);
    for (const project of list.data.list) {
      expect(project.pieceCount, project.name).toBeGreaterThan(0);
      const detail = await call<ProjectDetailData>(
        t.app,
        'webProduce/getSolutionDetail',
        { id: project.id },
        { token },
      );
      expect(
        detail.data.planes.map((p) => p.planningState),
        project.name,
      ).toEqual(['planned']);
      expect(project.slabCount, project.name).toBeGreaterThan(0);
      expect(Number(project.yieldPercent), project.name).toBeGreaterThan(0);
    }
    // Seeding again changes nothing: the database is no longer empty.
    expect(await seedDemo(t.deps)).toBeNull();
  } finally {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
