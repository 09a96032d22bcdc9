import { inArray } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import {
  blocks,
  blockStreets,
  children,
  lots,
  projectMembers,
  projects,
  residents,
  streets,
  users,
} from '../db/schema/index.ts';
import { createLocalAccount } from '../seed/accounts.ts';
import { hashOnce } from './password-hash.ts';

/** The five kinds of caller of the permission rules (docs/roles.md#roles). */
export const PERSONAS = ['anonymous', 'outsider', 'member', 'projectAdmin', 'globalAdmin'] as const;
export type Persona = (typeof PERSONAS)[number];

export const PERSONA_EMAILS: Record<Exclude<Persona, 'anonymous'>, string> = {
  globalAdmin: 'admin@reurb.local',
  member: 'membro@reurb.local',
  projectAdmin: 'gestora@reurb.local',
  outsider: 'outro@reurb.local',
};

export interface Fixtures {
  /** Project A: the member and the project admin work here. */
  projectA: number;
  /** Project B (MDR): only the outsider works here. */
  projectB: number;
  blockA: number;
  blockB: number;
  streetA: number;
  streetB: number;
  lotA: number;
  lotB: number;
  childA: number;
  residentA: number;
  /** Identity-provider subjects of the personas, for member routes. */
  subs: Record<Exclude<Persona, 'anonymous'>, string>;
  /** Their users.id, for the users routes. */
  userIds: Record<Exclude<Persona, 'anonymous'>, number>;
}

/**
 * A small, explicit world for API tests: two projects and one of each record in each, plus
 * users in every role. The demo accounts (admin, membro) must exist already.
 */
export async function createFixtures(db: Db): Promise<Fixtures> {
  await createLocalAccount(
    db,
    {
      email: PERSONA_EMAILS.projectAdmin,
      name: 'Gabriela Gestora',
      givenName: 'Gabriela',
      role: 'member',
      password: 'senha-gestora',
    },
    hashOnce,
  );
  await createLocalAccount(
    db,
    {
      email: PERSONA_EMAILS.outsider,
      name: 'Otávio Outro',
      givenName: 'Otávio',
      role: 'member',
      password: 'senha-outro',
    },
    hashOnce,
  );
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.email, Object.values(PERSONA_EMAILS)));
  const idOf = (email: string) => people.find((u) => u.email === email)!.id;
  const subOf = (email: string) => people.find((u) => u.email === email)!.sub;

  const [a] = await db
    .insert(projects)
    .values({ name: 'Núcleo Esperança', state: 'São Paulo', city: 'Campinas' })
    .returning();
  const [b] = await db
    .insert(projects)
    .values({ name: 'Vila União', state: 'Bahia', city: 'Salvador', project_class: 'MDR' })
    .returning();
  await db.insert(projectMembers).values([
    { projectId: a.id, userId: idOf(PERSONA_EMAILS.member), role: 'member' },
    { projectId: a.id, userId: idOf(PERSONA_EMAILS.projectAdmin), role: 'admin' },
    { projectId: b.id, userId: idOf(PERSONA_EMAILS.outsider), role: 'admin' },
  ]);
  const [blockA] = await db.insert(blocks).values({ name: 'Quadra 01', project_id: a.id }).returning();
  const [blockB] = await db.insert(blocks).values({ name: 'Quadra 01', project_id: b.id }).returning();
  const [streetA] = await db.insert(streets).values({ name: 'Rua das Flores', project_id: a.id }).returning();
  const [streetB] = await db.insert(streets).values({ name: 'Rua do Sol', project_id: b.id }).returning();
  await db.insert(blockStreets).values([
    { block_id: blockA.id, street_id: streetA.id, project_id: a.id },
    { block_id: blockB.id, street_id: streetB.id, project_id: b.id },
  ]);
  const [lotA] = await db
    .insert(lots)
    .values({ name: 'Lote 001', block_id: blockA.id, project_id: a.id, owner_name: 'José da Silva' })
    .returning();
  const [lotB] = await db
    .insert(lots)
    .values({ name: 'Lote 001', block_id: blockB.id, project_id: b.id, owner_name: 'Maria Conceição' })
    .returning();
  const [child] = await db.insert(children).values({ lot_id: lotA.id, name: 'Ana da Silva' }).returning();
  const [resident] = await db.insert(residents).values({ lot_id: lotA.id, name: 'Sebastião Souza' }).returning();
  return {
    projectA: a.id,
    projectB: b.id,
    blockA: blockA.id,
    blockB: blockB.id,
    streetA: streetA.id,
    streetB: streetB.id,
    lotA: lotA.id,
    lotB: lotB.id,
    childA: child.id,
    residentA: resident.id,
    subs: {
      globalAdmin: subOf(PERSONA_EMAILS.globalAdmin),
      member: subOf(PERSONA_EMAILS.member),
      projectAdmin: subOf(PERSONA_EMAILS.projectAdmin),
      outsider: subOf(PERSONA_EMAILS.outsider),
    },
    userIds: {
      globalAdmin: idOf(PERSONA_EMAILS.globalAdmin),
      member: idOf(PERSONA_EMAILS.member),
      projectAdmin: idOf(PERSONA_EMAILS.projectAdmin),
      outsider: idOf(PERSONA_EMAILS.outsider),
    },
  };
}
