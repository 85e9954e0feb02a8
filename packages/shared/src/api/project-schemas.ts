// Project (solution) schemas of issue 12, re-exported together so index.ts needs one line.
export * from './project-create.ts';
export * from './project-detail.ts';
export * from './project-enums.ts';
export * from './project-list.ts';
export * from './project-settings.ts';
