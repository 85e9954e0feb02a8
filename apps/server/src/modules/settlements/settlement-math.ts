// The money of a settlement document (docs/adr/0020), pure so a property test can drive it.
//
// Rule: every line amount is quantity × unit price rounded half up to the cent on the exact
// integers (`priceTimes`: mm² per 1 000 000 for m², mm per 1 000 for metres, pieces per 1).
// Subtotals and totals are sums of those rounded lines, never recomputed from raw quantities,
// so the document always adds up as printed. No binary float touches money.
import type { ProcessUnit } from '@stone/shared/processes/enums';
import type { SettlementLineKind } from '@stone/shared/settlements/enums';
import { MM2_PER_M2, MM_PER_M, priceTimes, type Cents } from '@stone/shared/units';

/** Pieces of one project that share a process code, summed in SQL. */
export type PieceGroup = {
  processCode: string;
  count: number;
  areaMm2: number;
  perimeterMm: number;
};

export type ProjectInput = {
  id: string;
  name: string;
  unitPriceCents: Cents;
  groups: PieceGroup[];
};
export type ProcessInput = { id: string; name: string; feeCents: Cents; unit: ProcessUnit };
export type BoxInput = { projectId: string; name: string; pieceCount: number; areaMm2: number };

export type SettlementLine = {
  kind: SettlementLineKind;
  projectId: string;
  projectName: string;
  label: string;
  unit: ProcessUnit | null;
  /** Exact: mm² for a project or per-m² process, mm per metre, pieces per piece. */
  quantity: number;
  pieceCount: number;
  unitPriceCents: Cents;
  amountCents: Cents;
};

export type SettlementTotalsCents = {
  projectCount: number;
  pieceCount: number;
  areaMm2: number;
  boxCount: number;
  areaAmountCents: Cents;
  processAmountCents: Cents;
  totalCents: Cents;
};

/** The divisor that turns a quantity of the unit's integer into the unit priced. */
export const PER_OF_UNIT: Record<ProcessUnit, number> = {
  perSquareMetre: MM2_PER_M2,
  perMetre: MM_PER_M,
  perPiece: 1,
};

const quantityOf = (unit: ProcessUnit, g: Pick<PieceGroup, 'count' | 'areaMm2' | 'perimeterMm'>) =>
  unit === 'perSquareMetre' ? g.areaMm2 : unit === 'perMetre' ? g.perimeterMm : g.count;

/**
 * The frozen lines of a document: per project its pieces at the project's unit price per m² of
 * net area, then per process of the pieces' routes its quantity at the process fee; boxes last
 * (no money). `routes` maps a process code to its ordered process ids.
 */
export function settlementLines(
  projects: readonly ProjectInput[],
  routes: ReadonlyMap<string, readonly string[]>,
  processes: ReadonlyMap<string, ProcessInput>,
  boxes: readonly BoxInput[],
): SettlementLine[] {
  // Project lines first, then process lines, then boxes: the document's three tables in order.
  const lines: SettlementLine[] = [];
  const processLines: SettlementLine[] = [];
  for (const p of projects) {
    const count = p.groups.reduce((a, g) => a + g.count, 0);
    const area = p.groups.reduce((a, g) => a + g.areaMm2, 0);
    lines.push({
      kind: 'project',
      projectId: p.id,
      projectName: p.name,
      label: '',
      unit: null,
      quantity: area,
      pieceCount: count,
      unitPriceCents: p.unitPriceCents,
      amountCents: priceTimes(p.unitPriceCents, area, MM2_PER_M2),
    });
    // Sum the pieces per process first (a process on several codes is one line), then round once.
    const perProcess = new Map<string, { count: number; areaMm2: number; perimeterMm: number }>();
    for (const g of p.groups)
      for (const processId of routes.get(g.processCode) ?? []) {
        if (!processes.has(processId)) continue;
        const sum = perProcess.get(processId) ?? { count: 0, areaMm2: 0, perimeterMm: 0 };
        sum.count += g.count;
        sum.areaMm2 += g.areaMm2;
        sum.perimeterMm += g.perimeterMm;
        perProcess.set(processId, sum);
      }
    for (const [processId, sum] of perProcess) {
      const proc = processes.get(processId)!;
      const quantity = quantityOf(proc.unit, sum);
      processLines.push({
        kind: 'process',
        projectId: p.id,
        projectName: p.name,
        label: proc.name,
        unit: proc.unit,
        quantity,
        pieceCount: sum.count,
        unitPriceCents: proc.feeCents,
        amountCents: priceTimes(proc.feeCents, quantity, PER_OF_UNIT[proc.unit]),
      });
    }
  }
  lines.push(...processLines);
  const names = new Map(projects.map((p) => [p.id, p.name]));
  for (const b of boxes)
    lines.push({
      kind: 'box',
      projectId: b.projectId,
      projectName: names.get(b.projectId) ?? '',
      label: b.name,
      unit: null,
      quantity: b.areaMm2,
      pieceCount: b.pieceCount,
      unitPriceCents: 0,
      amountCents: 0,
    });
  return lines;
}

/** Totals as sums of the lines (never of raw quantities × prices). */
export function totalsOf(lines: readonly SettlementLine[]): SettlementTotalsCents {
  const t: SettlementTotalsCents = {
    projectCount: 0,
    pieceCount: 0,
    areaMm2: 0,
    boxCount: 0,
    areaAmountCents: 0,
    processAmountCents: 0,
    totalCents: 0,
  };
  for (const l of lines) {
    if (l.kind === 'project') {
      t.projectCount += 1;
      t.pieceCount += l.pieceCount;
      t.areaMm2 += l.quantity;
      t.areaAmountCents += l.amountCents;
    } else if (l.kind === 'process') t.processAmountCents += l.amountCents;
    else t.boxCount += 1;
  }
  t.totalCents = t.areaAmountCents + t.processAmountCents;
  return t;
}

/** A project's own subtotal: its pieces line plus its process lines. */
export function projectSubtotals(lines: readonly SettlementLine[]) {
  const byProject = new Map<string, { amount: Cents; process: Cents }>();
  for (const l of lines) {
    if (l.kind === 'box') continue;
    const s = byProject.get(l.projectId) ?? { amount: 0, process: 0 };
    if (l.kind === 'project') s.amount += l.amountCents;
    else s.process += l.amountCents;
    byProject.set(l.projectId, s);
  }
  return byProject;
}
