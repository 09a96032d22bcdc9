export * from './cnm.ts';
export * from './protocol.ts';
export * from './stages.ts';
export * from './rules.ts';
export * from './deadlines.ts';
export * from './api.ts';
