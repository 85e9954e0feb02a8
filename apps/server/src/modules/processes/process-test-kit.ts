import type { Dialect } from '../../db/database.ts';
import { createMaterialTestApp, type Api } from '../materials/material-test-kit.ts';

/** Test helpers for the process-catalogue suites (not a test file itself). */
export const createProcessTestApp = (dialect: Dialect, name: string) =>
  createMaterialTestApp(dialect, name);

/** A valid process body; `over` replaces fields. */
export const processBody = (code: string, over: Record<string, unknown> = {}) => ({
  name: `Process ${code}`,
  code,
  fee: '12.34',
  unit: 'perMetre',
  sizeMinMm: 0,
  sizeMaxMm: 3000,
  outsourcingType: 'labourOnly',
  outsourcingCost: '0.10',
  auxiliaryCost: '0.20',
  workerCost: '3',
  ...over,
});

export async function addProcess(api: Api, code: string, over: Record<string, unknown> = {}) {
  const res = await api<{ id: string }>('webProcess/createProcess', processBody(code, over));
  if (!res.result) throw new Error(`createProcess failed: ${res.msg}`);
  return res.data.id;
}

/** A process code with its route, through the catalogue's own calls. */
export async function addProcessCode(api: Api, code: string, processIds: string[] = []) {
  const res = await api<{ id: string }>('webProcessCode/createProcessCode', {
    code,
    name: `Code ${code}`,
  });
  if (!res.result) throw new Error(`createProcessCode failed: ${res.msg}`);
  if (processIds.length > 0) {
    const saved = await api('webProcessCraft/saveProcessFlow', {
      id: res.data.id,
      processIds,
      version: 1,
    });
    if (!saved.result) throw new Error(`saveProcessFlow failed: ${saved.msg}`);
  }
  return res.data.id;
}
