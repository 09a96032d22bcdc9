import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAdmin } from '../../components/testing/renderAdmin';
import { startMockApi } from '../../components/testing/server';
import { mockProcedure } from '../../../mock-api/procedure.ts';
import { todayInBrasilia } from '../../../domain/procedure/calendar';
import { recordDownloads, textOf } from '../../pages/reports/testing';
import { projectsResource } from '../projects';
import type { StageEvent } from '../../providers/data/procedure';

/** The procedure card's declaration of Reurb-S (Decreto 9.310/2018 art. 53, § 3º); the route's text is server/procedure/letters/classification.test.ts. */
const { server } = startMockApi();
afterEach(() => vi.restoreAllMocks());
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

describe('Procedimento da Reurb: the declaration of Reurb-S', () => {
  it('is not offered before the núcleo is classified', async () => {
    mockProcedure.push(event({}));
    renderAdmin({ account: 'member', path: '/projects/1', resources: [projectsResource] });
    const card = (await screen.findByRole('heading', { name: 'Procedimento da Reurb' })).closest('section')!;
    await within(card).findByText(/Etapa atual: Requerimento/);
    expect(within(card).queryByRole('button', { name: 'Declaração de Reurb-S' })).not.toBeInTheDocument();
  });

  it('once classified, offers the declaration of Reurb-S (Decreto 9.310/2018, art. 53, § 3º) and saves it', async () => {
    const saved = recordDownloads();
    server.use(
      http.get(
        '*/api/projects/1/declaracao-reurb-s.pdf',
        () =>
          new HttpResponse('%PDF-1.7 declaração', {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': "inline; filename*=UTF-8''Declara%C3%A7%C3%A3o%20de%20Reurb-S.pdf",
            },
          }),
      ),
    );
    mockProcedure.push(event({}), event({ id: mockProcedure.length + 2, stage: 'classificacao', move: 'next' }));
    renderAdmin({ account: 'member', path: '/projects/1', resources: [projectsResource] });
    const card = (await screen.findByRole('heading', { name: 'Procedimento da Reurb' })).closest('section')!;
    const button = await within(card).findByRole('button', { name: 'Declaração de Reurb-S' });
    expect(button).toHaveAttribute('title', expect.stringContaining('art. 53, § 3º'));
    await userEvent.click(button);
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual(['Declaração de Reurb-S.pdf']));
    expect(await textOf(saved[0].blob)).toBe('%PDF-1.7 declaração');
  });
});
