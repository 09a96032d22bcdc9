import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAdmin } from './testing/renderAdmin';
import { startMockApi } from './testing/server';
import { DeleteWithConfirm } from './DeleteWithConfirm';
import { mockStore } from '../../mock-api/handlers.ts';

startMockApi();

describe('DeleteWithConfirm', () => {
  it("asks 'Você tem certeza que quer deletar {name}' with Fechar and Deletar", async () => {
    const onConfirm = vi.fn(async () => undefined);
    renderWithAdmin(<DeleteWithConfirm resource="projects" name="Núcleo Esperança" onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Deletar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Você tem certeza que quer deletar Núcleo Esperança');
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('deletes through the dataProvider once Deletar is pressed, naming the record', async () => {
    const project = mockStore.projects[1];
    const onDeleted = vi.fn();
    renderWithAdmin(<DeleteWithConfirm resource="projects" record={project} onDeleted={onDeleted} />);
    await userEvent.click(screen.getByRole('button', { name: 'Deletar' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      `Você tem certeza que quer deletar ${project.name as string}`,
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Deletar' }).at(-1)!);
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(mockStore.projects.some((p) => p.id === project.id)).toBe(false);
  });
});
