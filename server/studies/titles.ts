/**
 * The two studies' titles, in their own module: the API's routes name the files with them, and
 * importing documents.ts for two strings would load the whole PDF stack (pdfkit, fonts) on the
 * API's thread at start, where the studies are never drawn (the render threads draw them).
 */
export const PRELIMINARY_TITLE = 'Estudo Preliminar';
export const TECHNICAL_TITLE = 'Relatório Técnico';
