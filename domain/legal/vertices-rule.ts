import { isEmptyValue, type Values } from '../fields/condition.ts';
import { lotShapeIssue } from '../geo/checks.ts';
import { COORDINATE_KEYS, type LotCoordinates } from '../geo/polygon.ts';
import type { UtmZone } from '../geo/projection.ts';
import { fail } from './finding.ts';
import type { LegalRule } from './types.ts';

const missingCoordinateKeys = (lot: Values): string[] => COORDINATE_KEYS.filter((key) => isEmptyValue(lot[key]));

/**
 * The título transcribes the lot's vertices as its perimeter description (server/reports/titulo-text.ts),
 * so they must describe a polygon georeferenced to the Brazilian geodetic system (Decreto
 * 9.310/2018 art. 29, § 1º), read in the project's UTM zone when it declares one. Its § 2º makes
 * the vertex three-dimensional (latitude, longitude and altitude); the lot keeps the plane
 * coordinates only, so this rule claims § 1º alone.
 */
export const VERTICES_RULE: LegalRule = {
  id: 'vertices-georreferenciados',
  title: 'Vértices do lote georreferenciados',
  article: 'Decreto 9.310/2018, art. 29, § 1º',
  description:
    'O título transcreve a descrição do perímetro a partir dos vértices P1 a P4, que devem ser georreferenciados ao Sistema Geodésico Brasileiro: pontos fora do Brasil, trocados ou que cruzam o polígono tornariam falsa a descrição.',
  severity: 'blocking',
  documents: ['titulo-legitimacao'],
  // No point typed: the título carries no perimeter description (the approved project's
  // memorial describes the unit), so nothing false is printed. Some typed, some missing: a
  // warning, the título leaves the description out. Typed but impossible: refused, since
  // the document would certify a boundary that does not exist.
  applies: (lot) => COORDINATE_KEYS.some((key) => !isEmptyValue(lot[key])),
  check: (lot, facts) => {
    const issue = lotShapeIssue(lot as LotCoordinates, facts.project.utm_zone as UtmZone | null);
    if (!issue) return [];
    if (issue.rule === 'missing')
      return fail(
        'warning',
        `${issue.message}: o título sairá sem a descrição do perímetro.`,
        missingCoordinateKeys(lot),
      );
    return fail('blocked', `${issue.message}.`, [...COORDINATE_KEYS]);
  },
};
