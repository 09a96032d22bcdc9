export * from './projects.ts';
export * from './users.ts';
export * from './identity.ts';
