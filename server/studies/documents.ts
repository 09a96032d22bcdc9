import type { Writable } from 'node:stream';
import { preliminaryStudyEntity } from '../../domain/entities/preliminary-study.ts';
import type { RouteDeps } from '../deps.ts';
import * as f from '../reports/format.ts';
import { cityLogo, reportSettings } from '../reports/settings.ts';
import { projectFigures, type FamilyFigures } from '../reports/stats.ts';
import { loadOwnImages } from './images.ts';
import { chapterOf, writeStudyPdf, type StoredChapter } from './pdf/study-pdf.ts';
import { readPreliminary, type PreliminaryKey } from './preliminary.ts';
import { numberedTitles } from './technical/sections.ts';
import { PRELIMINARY_TITLE, TECHNICAL_TITLE } from './titles.ts';
import { projectFacts, readTechnical } from './technical/service.ts';

/** The two rich-text documents as PDFs, streamed into `out`. */

const PRELIMINARY_CHAPTERS = preliminaryStudyEntity.fields.map((field, i) => ({
  key: field.name as PreliminaryKey,
  title: `${i + 1}. ${field.label}`,
}));

async function write(
  deps: Pick<RouteDeps, 'db' | 'config'>,
  projectId: number,
  out: Writable,
  title: string,
  stored: StoredChapter[],
): Promise<number> {
  const { db, config } = deps;
  const settings = await reportSettings(db, projectId);
  // Parsed once: the images are found in it, then the document is drawn from it.
  const chapters = stored.map(chapterOf);
  const [project, logo, images] = await Promise.all([
    projectFacts(db, projectId),
    cityLogo(db, config, settings),
    loadOwnImages(
      db,
      config,
      projectId,
      chapters.map((c) => c.body),
    ),
  ]);
  return writeStudyPdf(db, out, { title, project, settings, logo, now: new Date(), chapters, images });
}

/** The social diagnosis' boxed figures: the project's families as every report counts them (stats.ts). */
export const familyBoxes = (n: FamilyFigures): [string, string][] => [
  ['Famílias cadastradas', String(n.families)],
  ['Moradores', String(n.residents)],
  ['Renda familiar média', f.money(n.averageIncome)],
  ['Renda per capita', f.money(n.perCapitaIncome)],
];

export async function preliminaryPdf(
  deps: Pick<RouteDeps, 'db' | 'config'>,
  projectId: number,
  out: Writable,
): Promise<number> {
  const [study, families] = await Promise.all([
    readPreliminary(deps.db, projectId),
    projectFigures(deps.db, projectId),
  ]);
  return write(
    deps,
    projectId,
    out,
    PRELIMINARY_TITLE,
    PRELIMINARY_CHAPTERS.map(({ key, title }) => ({
      title,
      html: study[key],
      ...(key === 'diagnostico_social' ? { figures: familyBoxes(families) } : {}),
    })),
  );
}

export async function technicalPdf(
  deps: Pick<RouteDeps, 'db' | 'config'>,
  projectId: number,
  out: Writable,
): Promise<number> {
  const state = await readTechnical(deps.db, projectId);
  return write(
    deps,
    projectId,
    out,
    TECHNICAL_TITLE,
    numberedTitles().map(({ key, title }) => ({ title, html: state.paragraphs[key] })),
  );
}
