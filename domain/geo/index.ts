export * from './projection.ts';
export * from './polygon.ts';
export * from './checks.ts';
export * from './features.ts';
export * from './corners.ts';
