import { afterAll, beforeAll, expect, test } from 'vitest';
import { ENDPOINTS } from '@stone/shared';
import { MATERIAL_SIMPLE_ENTITIES } from '@stone/shared/materials/simple-entities';
import { createTestApp, describeEachDialect, type TestApp } from '../test/test-app.ts';
import { snakeCase } from './simple-entity.ts';

const ENTITIES = [...MATERIAL_SIMPLE_ENTITIES];

/** Each simple entity's shared declaration matches its table, on both databases. */
describeEachDialect('simple entities', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  test('every declared table has the fields as columns, and the kit’s own columns', async () => {
    const tables = await t.deps.db.introspection.getTables();
    for (const def of ENTITIES) {
      const table = tables.find((x) => x.name === def.table);
      expect(table, def.table).toBeDefined();
      const columns = table?.columns.map((c) => c.name) ?? [];
      const fields = Object.keys(def.schemas.createBody.shape).filter((f) => f !== 'requestId');
      for (const column of [
        'org_id',
        'id',
        'created_at',
        'updated_at',
        'version',
        ...fields.map(snakeCase),
      ])
        expect(columns, `${def.table}.${column}`).toContain(column);
    }
  });

  test('their four calls are in the endpoint map, tagged for the matrix', () => {
    for (const def of ENTITIES)
      for (const path of Object.values(def.paths))
        expect((ENDPOINTS as Record<string, { crud?: unknown }>)[path]?.crud, path).toBeDefined();
  });
});
