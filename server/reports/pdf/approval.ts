import { and, desc, eq } from 'drizzle-orm';
import type { UtmZone } from '../../../domain/geo/projection.ts';
import { byAct } from '../../../domain/text/act.ts';
import type { Db } from '../../db/connection.ts';
import { procedureEvents, projects } from '../../db/schema/index.ts';
import * as f from '../format.ts';

/**
 * What an official document reads besides the lots and the settings: the decision that approved
 * the Reurb (Lei 13.465/2017 art. 40; Decreto 9.310/2018 arts. 21, V, and 37), recorded once as
 * the `aprovacao` stage of the project's procedure (domain/procedure/stages.ts) — the latest one
 * when it was recorded again — and the project's UTM zone, in which its lots' points are stored.
 */
export interface Approval {
  act_number: string | null;
  /** YYYY-MM-DD */
  date: string;
  publication_date: string | null;
}

export interface OfficialFacts {
  approval: Approval | null;
  utmZone: UtmZone | null;
}

export async function officialFacts(db: Db, projectId: number): Promise<OfficialFacts> {
  const [approval] = await db
    .select({
      act_number: procedureEvents.act_number,
      date: procedureEvents.date,
      publication_date: procedureEvents.publication_date,
    })
    .from(procedureEvents)
    .where(and(eq(procedureEvents.project_id, projectId), eq(procedureEvents.stage, 'aprovacao')))
    .orderBy(desc(procedureEvents.id))
    .limit(1);
  const [project] = await db.select({ zone: projects.utm_zone }).from(projects).where(eq(projects.id, projectId));
  return { approval: approval ?? null, utmZone: (project?.zone as UtmZone | null | undefined) ?? null };
}

/** "10 de março de 2026" for a stored date (noon UTC: the same day in every Brazilian zone). */
export const longDay = (iso: string): string => f.longDate(new Date(`${iso.slice(0, 10)}T12:00:00Z`));

/**
 * The approval as the documents cite it: "pelo ato nº 45/2026, de 10 de março de 2026,
 * publicado em 12/03/2026" (or "por meio de Decreto nº 45/2026, …": domain/text/act.ts). Empty when none is recorded (the CRF's legal gate refuses it then).
 */
export function approvalText(approval: Approval | null): string {
  if (!approval) return '';
  return [
    approval.act_number
      ? `${byAct(approval.act_number)}, de ${longDay(approval.date)}`
      : `em ${longDay(approval.date)}`,
    approval.publication_date ? `publicado em ${f.date(approval.publication_date)}` : '',
  ]
    .filter(Boolean)
    .join(', ');
}
