export * from './projection.ts';
export * from './polygon.ts';
export * from './checks.ts';
