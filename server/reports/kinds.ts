/** The report kinds, titles and file names live in domain/ (one declaration for server, mock and SPA). */
export * from '../../domain/reports/kinds.ts';
