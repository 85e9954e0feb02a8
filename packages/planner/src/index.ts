// Public API of @stone/planner.
export { planLayout } from './plan.ts';
export { parseProblem } from './parse-problem.ts';
export { validateAnswer } from './validate.ts';
export type { ValidationResult } from './validate.ts';
export { PlannerError, PLANNER_ERRORS, isPlannerError } from './errors.ts';
export type { PlannerErrorCode } from './errors.ts';
export { PlanningAborted, runPlanner } from './runner.ts';
export { lowerThreadPriority } from './thread-priority.ts';
export type { RunOptions } from './runner.ts';
export { renderLayoutSvg } from './render-svg.ts';
export { exportLayoutDxf } from './export-dxf.ts';
export {
  hasShape,
  labelBoxOf,
  labelFit,
  netAreaOf,
  placedShapeOf,
  placeShape,
  shapeArea,
} from './shape.ts';
export type * from './types.ts';
