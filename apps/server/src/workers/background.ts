/**
 * Nice value of planning and DXF-reading threads: with every core busy, the scheduler still
 * runs the event loop first, so other people's calls stay quick (issue 12's p99 while reading).
 */
export const BACKGROUND_NICENESS = 10;
