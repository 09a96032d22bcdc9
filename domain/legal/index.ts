/** The legal rules of the official documents (issue 14), declared once. */
export * from './types.ts';
export * from './qualification.ts';
export * from './rules.ts';
export * from './legitimacao.ts';
export * from './evaluate.ts';
