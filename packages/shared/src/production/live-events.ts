/**
 * Live events the shop floor sends to control screens and boards (issue 18): after a cut, a work
 * report, a frame binding or move, a kit check, a pack or a task change commits, the server
 * publishes one `pieceProgress` event naming the project and planes it touched. A screen
 * refetches what it shows for them; the event carries no figures, so it can never be stale.
 */
export const PIECE_PROGRESS_EVENT = 'pieceProgress';

export const PROGRESS_KINDS = [
  'cut',
  'report',
  'bind',
  'move',
  'kit',
  'pack',
  'task',
  // A box order shipped (issue 19).
  'ship',
] as const;
export type ProgressKind = (typeof PROGRESS_KINDS)[number];

export type PieceProgressData = { kind: ProgressKind; projectId: string; planeIds: string[] };
