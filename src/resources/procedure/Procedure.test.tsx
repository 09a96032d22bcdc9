import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onPhone } from '../../components/testing/phone';
import { renderAdmin, renderWithAdmin } from '../../components/testing/renderAdmin';
import { startMockApi } from '../../components/testing/server';
import { mockParties, mockParty, mockProcedure } from '../../../mock-api/procedure.ts';
import { addDays, todayInBrasilia } from '../../../domain/procedure/calendar';
import { dueDate } from '../../../domain/procedure/clocks';
import { formatDate } from '../../../domain/validation/dates';
import { projectsResource } from '../projects';
import { UrgentDeadlinesCard } from './UrgentDeadlinesCard';
import type { StageEvent } from '../../providers/data/procedure';

const { calls } = startMockApi();
const today = todayInBrasilia();

const event = (over: Partial<StageEvent>): StageEvent & { project_id: number } => ({
  id: mockProcedure.length + 1,
  project_id: 1,
  stage: 'requerimento',
  date: today,
  act_number: null,
  note: null,
  move: 'first',
  reason: null,
  requester: 'Associação de Moradores',
  legitimado: 'beneficiarios',
  modality: 'S',
  publication_date: null,
  act_file_id: null,
  act_file: null,
  automatic: false,
  user_name: 'Paula Reis',
  created_at: new Date().toISOString(),
  ...over,
});

describe('Procedimento da Reurb on the project screen', () => {
  it(
    'a project admin records the requerimento; the timeline and its history show it',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      renderAdmin({ account: 'projectAdmin', path: '/projects/1', resources: [projectsResource] });
      const card = (await screen.findByRole('heading', { name: 'Procedimento da Reurb' })).closest('section')!;
      expect(await within(card).findByText('Nenhuma etapa registrada ainda.')).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Registrar etapa' }));
      const dialog = await screen.findByRole('dialog', { name: 'Registrar etapa do procedimento' });
      expect(within(dialog).getByText(/Lei 13\.465\/2017, arts\. 14 e 28/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('textbox', { name: /Requerente/ }));
      await user.paste('Associação do Jardim');
      await user.click(within(dialog).getByRole('combobox', { name: /Legitimado/ }));
      await user.click(await screen.findByRole('option', { name: /Beneficiários/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Registrar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const history = await within(card).findByRole('list', { name: 'Histórico das etapas' });
      expect(within(history).getByText(/Associação do Jardim/)).toBeInTheDocument();
      const posted = (await calls()).find((c) => c.method === 'POST' && c.path === '/api/projects/1/procedure');
      expect(posted?.body).toMatchObject({ stage: 'requerimento', date: today, legitimado: 'beneficiarios' });
    },
  );

  it('asks for the reason when a stage is skipped', async () => {
    mockProcedure.push(event({}));
    const user = userEvent.setup();
    renderAdmin({ account: 'projectAdmin', path: '/projects/1', resources: [projectsResource] });
    const card = (await screen.findByRole('heading', { name: 'Procedimento da Reurb' })).closest('section')!;
    await within(card).findByText(/Etapa atual: Requerimento/);
    await user.click(within(card).getByRole('button', { name: 'Registrar etapa' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /Etapa/ })).toHaveTextContent('Instauração');
    expect(within(dialog).queryByRole('textbox', { name: /Motivo/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Etapa/ }));
    await user.click(await screen.findByRole('option', { name: 'Aprovação' }));
    expect(within(dialog).getByText(/não é a próxima da ordem legal/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Motivo/ })).toBeInTheDocument();
  });

  it('after the prenotação proposes the registration, and takes a nota de exigência without a reason (it is optional), with its motives', async () => {
    mockProcedure.push(event({ stage: 'prenotacao', move: 'next', act_number: 'Protocolo 9.876' }));
    const user = userEvent.setup();
    renderAdmin({ account: 'projectAdmin', path: '/projects/1', resources: [projectsResource] });
    const card = (await screen.findByRole('heading', { name: 'Procedimento da Reurb' })).closest('section')!;
    await within(card).findByText(/Etapa atual: CRF protocolada no cartório/);
    expect(within(card).getByText('Só se o cartório fizer exigências')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Registrar etapa' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /Etapa/ })).toHaveTextContent('Registrada');
    await user.click(within(dialog).getByRole('combobox', { name: /Etapa/ }));
    await user.click(await screen.findByRole('option', { name: 'Nota de exigência do cartório' }));
    expect(within(dialog).queryByText(/não é a próxima da ordem legal/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /Motivo \(voltar/ })).not.toBeInTheDocument();
    // It asks for the motives and the exigências the nota devolutiva names (Dec. art. 40, parágrafo único).
    expect(
      within(dialog).getByRole('textbox', { name: /Motivos da recusa e exigências da nota devolutiva/ }),
    ).toBeRequired();
  });

  it('a refused request: said above the steps with its grounds, the steps where it stopped, a new requerimento proposed', async () => {
    mockProcedure.push(event({}));
    mockProcedure.push(
      event({
        stage: 'indeferimento',
        move: 'next',
        date: '2026-03-02',
        note: 'A área está em faixa de domínio de rodovia.',
        requester: null,
      }),
    );
    const user = userEvent.setup();
    renderAdmin({ account: 'projectAdmin', path: '/projects/1', resources: [projectsResource] });
    const card = (await screen.findByRole('heading', { name: 'Procedimento da Reurb' })).closest('section')!;
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Indeferido em 02/03/2026. A área está em faixa de domínio de rodovia.',
    );
    const steps = within(card).getByRole('list', { name: 'Procedimento da Reurb' });
    expect(within(steps).queryByText('Indeferimento')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Registrar etapa' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /Etapa/ })).toHaveTextContent('Requerimento');
    expect(within(dialog).queryByRole('textbox', { name: /Motivo/ })).not.toBeInTheDocument();
    // Chosen again, a refusal asks for its grounds in the note, required.
    await user.click(within(dialog).getByRole('combobox', { name: /Etapa/ }));
    await user.click(await screen.findByRole('option', { name: 'Indeferimento' }));
    expect(
      within(dialog).getByRole('textbox', { name: /Fundamentos do indeferimento e o que reformular/ }),
    ).toBeRequired();
    // Any other stage keeps the optional note.
    await user.click(within(dialog).getByRole('combobox', { name: /Etapa/ }));
    await user.click(await screen.findByRole('option', { name: 'Registrada' }));
    expect(within(dialog).getByRole('textbox', { name: /Observação/ })).not.toBeRequired();
  });

  it('a member sees the timeline and Prazos but cannot record', async () => {
    mockProcedure.push(event({}));
    renderAdmin({ account: 'member', path: '/projects/1', resources: [projectsResource] });
    const card = (await screen.findByRole('heading', { name: 'Procedimento da Reurb' })).closest('section')!;
    await within(card).findByText(/Etapa atual: Requerimento/);
    expect(within(card).getByRole('link', { name: 'Prazos' })).toHaveAttribute('href', '/projects/1/deadlines');
    expect(within(card).queryByRole('button', { name: 'Registrar etapa' })).not.toBeInTheDocument();
  });
});

describe('Prazos', () => {
  it('lists the 180-day clock with its article, start and end', async () => {
    const start = addDays(today, -175);
    mockProcedure.push(event({ date: start }));
    renderAdmin({ account: 'member', path: '/projects/1/deadlines', resources: [projectsResource] });
    const table = await screen.findByRole('table', { name: 'Prazos legais' });
    const row = (await within(table).findByText('Classificar a modalidade (180 dias)')).closest('tr')!;
    expect(row).toHaveTextContent(formatDate(start));
    expect(row).toHaveTextContent(formatDate(dueDate('classificacao', start)));
    expect(row).toHaveTextContent('Lei 13.465/2017, art. 30, § 2º');
    expect(row).toHaveTextContent('Vence em até 7 dias');
  });

  it('on a phone lists a card a clock: its name as title, the subject, start, end, state and article beneath', async () => {
    onPhone();
    const start = addDays(today, -175);
    mockProcedure.push(event({ date: start }));
    renderAdmin({ account: 'member', path: '/projects/1/deadlines', resources: [projectsResource] });
    const cards = await screen.findByRole('list', { name: 'Prazos legais' });
    expect(screen.queryByRole('table', { name: 'Prazos legais' })).not.toBeInTheDocument();
    const card = (await within(cards).findByText('Classificar a modalidade (180 dias)')).closest('li')!;
    expect(card).toHaveTextContent(`Início${formatDate(start)}`);
    expect(card).toHaveTextContent(`Vencimento${formatDate(dueDate('classificacao', start))}`);
    expect(card).toHaveTextContent('Vence em até 7 dias');
    expect(card).toHaveTextContent('Lei 13.465/2017, art. 30, § 2º');
  });

  it('the dashboard panel lists what is overdue with a link to the Prazos page', async () => {
    mockProcedure.push(event({ date: addDays(today, -200) }));
    renderWithAdmin(<UrgentDeadlinesCard />, { account: 'member' });
    const panel = await screen.findByRole('list', { name: 'Prazos vencidos e desta semana' });
    expect(within(panel).getByText('Vencido')).toBeInTheDocument();
    const link = within(panel).getByRole('link', { name: /Núcleo Esperança · Classificar a modalidade/ });
    expect(link.getAttribute('href')).toMatch(/\/projects\/1\/deadlines$/);
    expect(panel).toHaveTextContent('Lei 13.465/2017, art. 30, § 2º');
  });
});

describe('Notificados', () => {
  it(
    'a project admin adds a confrontante (CPF checked), records the AR date and sees the 30-day window',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      renderAdmin({ account: 'projectAdmin', path: '/projects/1/notified-parties', resources: [projectsResource] });
      expect(await screen.findByText('Nenhum notificado cadastrado.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Adicionar notificado' }));
      let dialog = await screen.findByRole('dialog', { name: 'Adicionar notificado' });
      await user.click(within(dialog).getByRole('textbox', { name: 'Nome' }));
      await user.paste('João Confrontante');
      await user.click(within(dialog).getByRole('textbox', { name: 'CPF ou CNPJ' }));
      await user.paste('529.982.247-24');
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      expect(await within(dialog).findByText('CPF inválido')).toBeInTheDocument();
      await user.clear(within(dialog).getByRole('textbox', { name: 'CPF ou CNPJ' }));
      await user.paste('529.982.247-25');
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const row = (await screen.findByRole('cell', { name: 'João Confrontante' })).closest('tr')!;
      expect(row).toHaveTextContent('Confrontante');
      expect(row).toHaveTextContent('Não notificado');

      await user.click(within(row).getByRole('button', { name: 'Registrar andamento' }));
      dialog = await screen.findByRole('dialog', { name: /Andamento de João Confrontante/ });
      await user.click(within(dialog).getByRole('combobox', { name: /Forma de notificação/ }));
      await user.click(await screen.findByRole('option', { name: /aviso de recebimento/ }));
      const notified = addDays(today, -2);
      const date = within(dialog).getByLabelText(/Data do AR/);
      await user.click(date);
      await user.paste(notified);
      await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const updated = (await screen.findByRole('cell', { name: 'João Confrontante' })).closest('tr')!;
      await waitFor(() => expect(updated).toHaveTextContent(formatDate(dueDate('impugnacao', notified))));
      expect(updated).toHaveTextContent('Em curso');
      const patched = (await calls()).find((c) => c.method === 'PATCH');
      expect(patched?.body).toMatchObject({ notice_method: 'ar', notified_on: notified });
    },
  );
});

describe('Prazos and the dashboard panel at scale', () => {
  // A mailing to a loteamento's titulares: 30 windows of 30 days started on the same day.
  const mailed = (count: number, on: string) => {
    for (let i = 1; i <= count; i++)
      mockParties.push(mockParty(1, { role: 'titular', name: `Titular ${i}`, notice_method: 'ar', notified_on: on }));
  };

  it(
    'Prazos shows 20 clocks a page, the most urgent first, with the pager and its count, and searches them',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      mockProcedure.push(event({ date: addDays(today, -200) }));
      mailed(29, addDays(today, -3));
      mockParties.push(
        mockParty(1, {
          role: 'confrontante',
          name: 'Joana Prado',
          notice_method: 'ar',
          notified_on: addDays(today, -3),
        }),
      );
      renderAdmin({ account: 'member', path: '/projects/1/deadlines', resources: [projectsResource] });
      const table = await screen.findByRole('table', { name: 'Prazos legais' });
      expect(within(table).getAllByRole('row')).toHaveLength(21);
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Vencido');
      expect(screen.getByText('1-20 de 31')).toBeInTheDocument();
      const pager = screen.getByRole('navigation', { name: 'Paginação' });
      await user.click(within(pager).getByRole('button', { name: 'Ir para a próxima página' }));
      expect(await screen.findByText('21-31 de 31')).toBeInTheDocument();
      expect(within(table).getAllByRole('row')).toHaveLength(12);
      expect(within(table).getAllByRole('row')[11]).toHaveTextContent(/Titular de domínio: Titular|Joana Prado/);
      const asked = (await calls())
        .filter((c) => c.path.startsWith('/api/projects/1/deadlines'))
        .map((c) => new URL(c.path, 'http://x').searchParams);
      expect(asked.map((p) => [p.get('page'), p.get('count')])).toEqual([
        ['1', '20'],
        ['2', '20'],
      ]);

      // The clock of one party, found by its name, from the first page.
      const search = () => screen.getByRole('searchbox', { name: 'Buscar pelo lote, notificado ou prazo' });
      await user.type(search(), 'joana prado');
      const rows = () => within(screen.getByRole('table', { name: 'Prazos legais' })).getAllByRole('row');
      await waitFor(() => expect(rows()).toHaveLength(2));
      expect(rows()[1]).toHaveTextContent('Confrontante: Joana Prado');
      await user.clear(search());
      await user.type(search(), 'ninguém');
      expect(await screen.findByText('Nenhum registro encontrado.')).toBeInTheDocument();
    },
  );

  it('the panel shows the clocks of one project and kind as one row that counts them', async () => {
    mockProcedure.push(event({ date: addDays(today, -200) }));
    const on = addDays(today, -25);
    mailed(25, on);
    renderWithAdmin(<UrgentDeadlinesCard />, { account: 'member' });
    const panel = await screen.findByRole('list', { name: 'Prazos vencidos e desta semana' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Vencido');
    expect(rows[0]).toHaveTextContent('Classificar a modalidade');
    expect(rows[1]).toHaveTextContent('Vence em até 7 dias');
    expect(rows[1]).toHaveTextContent(
      `25 prazos, o primeiro vence em ${formatDate(dueDate('impugnacao', on))} · Lei 13.465/2017, art. 31`,
    );
    const link = within(rows[1]).getByRole('link', { name: /Núcleo Esperança · Impugnação \(30 dias\)/ });
    expect(link.getAttribute('href')).toMatch(/\/projects\/1\/deadlines$/);
  });

  it('the panel names each of up to three clocks of one project and kind', async () => {
    mailed(3, addDays(today, -25));
    renderWithAdmin(<UrgentDeadlinesCard />, { account: 'member' });
    const panel = await screen.findByRole('list', { name: 'Prazos vencidos e desta semana' });
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Titular de domínio: Titular 1'),
      expect.stringContaining('Titular de domínio: Titular 2'),
      expect.stringContaining('Titular de domínio: Titular 3'),
    ]);
  });
});

describe('Notificados at scale', () => {
  it(
    'shows 20 parties a page with the count, searches on the server once typing pauses, from page 1',
    { timeout: 60_000 },
    async () => {
      const user = userEvent.setup();
      for (let i = 1; i <= 45; i++)
        mockParties.push(mockParty(1, { role: 'titular', name: `Titular ${String(i).padStart(2, '0')}` }));
      mockParties.push(mockParty(1, { role: 'confrontante', name: 'Rita da Conceição', document: '52998224725' }));
      renderAdmin({ account: 'projectAdmin', path: '/projects/1/notified-parties', resources: [projectsResource] });
      expect(await screen.findByRole('cell', { name: 'Titular 01' })).toBeInTheDocument();
      expect(screen.getByText('1-20 de 46')).toBeInTheDocument();
      expect(screen.queryByRole('cell', { name: 'Titular 21' })).not.toBeInTheDocument();
      const pager = screen.getByRole('navigation', { name: 'Paginação' });
      await user.click(within(pager).getByRole('button', { name: 'Ir para a última página' }));
      expect(await screen.findByRole('cell', { name: 'Rita da Conceição' })).toBeInTheDocument();
      expect(screen.getByText('41-46 de 46')).toBeInTheDocument();
      const asked = async () =>
        (await calls())
          .filter((c) => c.method === 'GET' && c.path.startsWith('/api/projects/1/notified-parties'))
          .map((c) => new URL(c.path, 'http://x').searchParams);
      expect((await asked()).map((p) => [p.get('page'), p.get('count')])).toEqual([
        ['1', '20'],
        ['3', '20'],
      ]);

      await user.type(
        screen.getByRole('searchbox', { name: 'Buscar por nome, CPF/CNPJ, matrícula ou endereço' }),
        'Titular 0',
      );
      expect(await screen.findByText('1-9 de 9')).toBeInTheDocument();
      expect(screen.getByRole('cell', { name: 'Titular 09' })).toBeInTheDocument();
      // One request for the typed words once typing paused, from the first page.
      const searched = (await asked()).filter((p) => p.has('q'));
      expect(searched.map((p) => [p.get('q'), p.get('page')])).toEqual([['Titular 0', '1']]);
      await user.clear(screen.getByRole('searchbox', { name: /Buscar por nome/ }));
      await user.type(screen.getByRole('searchbox', { name: /Buscar por nome/ }), 'ninguém');
      expect(await screen.findByText('Nenhum registro encontrado.')).toBeInTheDocument();
      // The project still has parties: the letters and the edital stay, and the search.
      expect(screen.getByRole('button', { name: 'Cartas em lote' })).toBeEnabled();
    },
  );
});

describe('Notificados on a phone', () => {
  it('lists a card a party: the name as title, role, notice, the window counted from ten days after an edital, and its buttons', async () => {
    onPhone();
    const published = addDays(today, -5);
    mockParties.push(
      mockParty(1, {
        role: 'confrontante',
        name: 'Rita Confrontante',
        notice_method: 'edital',
        notified_on: published,
      }),
    );
    renderAdmin({ account: 'projectAdmin', path: '/projects/1/notified-parties', resources: [projectsResource] });
    const cards = await screen.findByRole('list', { name: 'Notificados' });
    expect(screen.queryByRole('table', { name: 'Notificados' })).not.toBeInTheDocument();
    const card = (await within(cards).findByText('Rita Confrontante')).closest('li')!;
    expect(card).toHaveTextContent('Papel');
    expect(card).toHaveTextContent(`Edital (não encontrado ou recusou a notificação) · ${formatDate(published)}`);
    // Decreto 9.310/2018 art. 85, parágrafo único: ten days after the publication, then the 30.
    expect(card).toHaveTextContent(formatDate(dueDate('impugnacao', addDays(published, 10))));
    expect(within(card).getByRole('button', { name: 'Carta de notificação de Rita Confrontante (PDF)' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Registrar andamento' })).toBeEnabled();
  });
});

describe('Feriados municipais on Prazos', () => {
  it('a project admin adds a municipal holiday, sent as the whole list', { timeout: 40_000 }, async () => {
    const user = userEvent.setup();
    renderAdmin({ account: 'projectAdmin', path: '/projects/1/deadlines', resources: [projectsResource] });
    expect(await screen.findByText('Nenhum feriado municipal cadastrado.')).toBeInTheDocument();
    await user.click(await screen.findByLabelText('Data'));
    await user.paste('2026-08-15');
    await user.click(screen.getByRole('textbox', { name: 'Feriado' }));
    await user.paste('Padroeira');
    await user.click(screen.getByRole('button', { name: 'Adicionar feriado' }));
    const list = await screen.findByRole('list', { name: 'Feriados municipais' });
    expect(list).toHaveTextContent('15/08/2026 · Padroeira');
    const put = (await calls()).find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ data: [{ date: '2026-08-15', name: 'Padroeira' }] });
  });

  it('a member reads them without editing', async () => {
    renderAdmin({ account: 'member', path: '/projects/1/deadlines', resources: [projectsResource] });
    expect(await screen.findByText('Nenhum feriado municipal cadastrado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar feriado' })).not.toBeInTheDocument();
  });
});
