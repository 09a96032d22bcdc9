import { addDays, todayInBrasilia } from '../../domain/procedure/calendar.ts';
import { REURB_S } from '../../domain/enums/project.ts';
import type { Db } from '../db/connection.ts';
import { notifiedParties, procedureEvents } from '../db/schema/index.ts';
import { closePartyWindows } from '../procedure/parties.ts';
import type { Random } from './random.ts';

export interface DemoProcedurePlan {
  projectId: number;
  /** The núcleo's name and municipality, for the requester and the acts. */
  bairro: string;
  city: string;
  /** Who recorded the acts: the demo admin when there is one. */
  user: { id: number; name: string | null } | null;
  now: Date;
}

/**
 * The first demo project's Reurb procedure, under way (issue 16): requested, instaurada and
 * classified as Reurb-S months ago, now in "Buscas e notificações" (Lei 13.465/2017 art. 31;
 * Decreto 9.310/2018 art. 24) with the parties a real núcleo has — the registered owner, whose
 * 30 days passed in silence (tacit agreement, art. 24 §6º, recorded by the same code as the
 * daily job), a neighbour by AR whose window ends within the week, a neighbour by edital whose
 * count starts ten days after the last publication (art. 85, parágrafo único), a neighbour who
 * impugned and awaits the decision, and a third party not yet notified. A first start then
 * shows the procedure, its clocks and the dashboard's panel with data, and the screens sweep
 * looks at those screens with rows. Its own random stream: the lots and people of every project
 * stay the same as without it.
 */
export async function seedDemoProcedure(db: Db, random: Random, plan: DemoProcedurePlan): Promise<number> {
  const today = todayInBrasilia(plan.now);
  const day = (offset: number) => addDays(today, offset);
  const year = day(-120).slice(0, 4);
  const by = { user_id: plan.user?.id ?? null, user_name: plan.user?.name ?? null };
  const act = (kind: string) => `${kind} nº ${random.int(10, 480)}/${year}`;
  await db.insert(procedureEvents).values([
    {
      project_id: plan.projectId,
      stage: 'requerimento',
      date: day(-120),
      move: 'first',
      requester: `Associação de Moradores do ${plan.bairro}`,
      legitimado: 'beneficiarios',
      modality: REURB_S,
      note: 'Requerimento protocolado com a lista dos ocupantes e a planta do núcleo.',
      ...by,
    },
    {
      project_id: plan.projectId,
      stage: 'instauracao',
      date: day(-104),
      move: 'next',
      act_number: act('Portaria'),
      ...by,
    },
    {
      project_id: plan.projectId,
      stage: 'classificacao',
      date: day(-104),
      move: 'next',
      modality: REURB_S,
      act_number: act('Decreto'),
      note: `Núcleo ocupado predominantemente por população de baixa renda (Lei 13.465/2017, art. 13, I; Decreto 9.310/2018, art. 5º, I), ${plan.city}.`,
      ...by,
    },
    {
      project_id: plan.projectId,
      stage: 'notificacao',
      date: day(-70),
      move: 'next',
      note: 'Buscas no registro de imóveis concluídas; notificações expedidas aos titulares e confrontantes.',
      ...by,
    },
  ]);

  const person = () => random.faker.person.fullName();
  const address = () => `Rua ${random.faker.person.lastName()}, ${random.int(10, 990)}, ${plan.bairro}, ${plan.city}`;
  const registry = (book: 'Matrícula' | 'Transcrição') =>
    `${book} nº ${random.int(1000, book === 'Matrícula' ? 60000 : 30000).toLocaleString('pt-BR')}`;
  const party = { project_id: plan.projectId, created_by: plan.user?.id ?? null };
  const parties: (typeof notifiedParties.$inferInsert)[] = [
    {
      ...party,
      role: 'titular',
      name: `${random.faker.person.lastName()} Empreendimentos Imobiliários Ltda.`,
      document: random.cnpj(),
      address: address(),
      registry_ref: registry('Matrícula'),
      notice_method: 'ar',
      notified_on: day(-62),
    },
    {
      ...party,
      role: 'confrontante',
      name: person(),
      document: random.cpf(),
      address: address(),
      registry_ref: registry('Matrícula'),
      notice_method: 'ar',
      notified_on: day(-25),
    },
    {
      ...party,
      role: 'confrontante',
      name: person(),
      document: random.cpf(),
      registry_ref: registry('Transcrição'),
      notice_method: 'edital',
      notified_on: day(-12),
    },
    {
      ...party,
      role: 'confrontante',
      name: person(),
      document: random.cpf(),
      address: address(),
      notice_method: 'ar',
      notified_on: day(-40),
      impugnation_on: day(-21),
      impugnation_text: 'Alega que a divisa dos fundos avança 2 m sobre o seu terreno, ao contrário do levantamento.',
    },
    { ...party, role: 'terceiro', name: person(), address: address() },
  ];
  await db.insert(notifiedParties).values(parties);
  // The owner's window ended weeks ago: record its tacit agreement as the daily job would, in
  // this project only.
  await closePartyWindows(db, plan.now, plan.projectId);
  return parties.length;
}
