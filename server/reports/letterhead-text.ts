import { cityAndUf, stateHeading } from '../../domain/reference/states.ts';
import type { ProjectInfo } from './data.ts';
import type { ReportSettings } from './settings.ts';

/*
 * The words of the letterhead every official document carries (the títulos, the CRF, the
 * notification letters), apart from its drawing (pdf/letterhead.ts): the API thread reads them
 * for a letter without loading pdfkit.
 */

/** "Prefeitura Municipal de Campinas" lines: the settings' header text when given, else the city's name. */
export function letterheadLines(
  project: Pick<ProjectInfo, 'city' | 'state'>,
  settings: ReportSettings | null,
): string[] {
  const given = (settings?.titulo_header_description ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (given.length) return given;
  const city = (project.city ?? '').trim();
  // "ESTADO DO RIO DE JANEIRO", "ESTADO DA BAHIA": the preposition the state's name takes.
  const state = stateHeading(project.state);
  return [
    ...(state ? [state.toLocaleUpperCase('pt-BR')] : []),
    city ? `PREFEITURA MUNICIPAL DE ${city.toLocaleUpperCase('pt-BR')}` : 'PREFEITURA MUNICIPAL',
  ];
}

/** "Município de Campinas/SP": the author of an official document. */
export const municipalityName = (project: Pick<ProjectInfo, 'city' | 'state'>): string =>
  project.city ? `Município de ${cityAndUf(project.city, project.state)}` : 'Município';
