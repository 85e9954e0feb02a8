/**
 * Nice value of planning, DXF-reading, sheet-reading and PDF threads: with every core busy, the
 * scheduler still runs the event loop first, so other people's calls stay quick (issue 12's p99
 * while reading). BACKGROUND_NICENESS (0–19) overrides it: the test suites set 0, as there the
 * cores are taken by the test runner's own workers, not by callers, and a thread at nice 10
 * beside two busy workers gets a tenth of a core (a one-second PDF outlived its 20 s test).
 */
export const BACKGROUND_NICENESS = niceness(process.env.BACKGROUND_NICENESS);

function niceness(setting: string | undefined): number {
  if (setting === undefined || setting === '') return 10;
  const value = Number(setting);
  if (!Number.isInteger(value) || value < 0 || value > 19)
    throw new Error(`BACKGROUND_NICENESS must be a whole number from 0 to 19, not "${setting}"`);
  return value;
}
