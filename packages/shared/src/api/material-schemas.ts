// The inventory contract (issue 13), for server and web through the package root.
export * from './material-enums.ts';
export * from './material-basics.ts';
export * from './material-racks.ts';
export * from './material-slabs.ts';
