import type { EntityDef } from '../fields/types.ts';
import { addressEntity } from './address.ts';
import { blockEntity } from './block.ts';
import { childEntity } from './child.ts';
import { lotEntity } from './lot/index.ts';
import { memberEntity } from './member.ts';
import { otherResidentEntity } from './other-resident.ts';
import { preliminaryStudyEntity } from './preliminary-study.ts';
import { projectSettingsEntity } from './project-settings.ts';
import { projectEntity } from './project.ts';
import { reportFilterEntity } from './report-filter.ts';
import { streetEntity } from './street.ts';
import { technicalReportEntity, technicalReportParagraphsEntity } from './technical-report.ts';
import { uploadedFileEntity } from './uploaded-file.ts';
import { userEntity } from './user.ts';

/** Every declared entity, by resource name. */
export const ENTITIES = {
  projects: projectEntity,
  'project-settings': projectSettingsEntity,
  blocks: blockEntity,
  streets: streetEntity,
  lots: lotEntity,
  children: childEntity,
  residents: otherResidentEntity,
  users: userEntity,
  members: memberEntity,
  files: uploadedFileEntity,
  addresses: addressEntity,
  'report-filters': reportFilterEntity,
  'relatorio-preliminar': preliminaryStudyEntity,
  'relatorio-tecnico': technicalReportParagraphsEntity,
  'relatorio-tecnico-state': technicalReportEntity,
} as const satisfies Record<string, EntityDef>;

export type EntityName = keyof typeof ENTITIES;

export {
  addressEntity,
  blockEntity,
  childEntity,
  lotEntity,
  memberEntity,
  otherResidentEntity,
  preliminaryStudyEntity,
  projectEntity,
  projectSettingsEntity,
  reportFilterEntity,
  streetEntity,
  technicalReportEntity,
  technicalReportParagraphsEntity,
  uploadedFileEntity,
  userEntity,
};
