export * from './calendar.ts';
export * from './stages.ts';
export * from './clocks.ts';
export * from './api.ts';
export * from './deadlines.ts';
export * from './parties.ts';
