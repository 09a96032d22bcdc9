import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert, Autocomplete, Pagination, TextField } from '@mui/material';
import { renderWithAdmin } from '../components/testing/renderAdmin';

/**
 * MUI's own words, as the app's theme gives them: what a screen reader says of a picker's
 * buttons, a pager's and an alert's close button was English ("Open", "Go to page 2").
 */
describe("MUI's texts in Portuguese", () => {
  it("a picker's buttons and its empty answer", async () => {
    renderWithAdmin(
      <Autocomplete
        options={['Vila Nova', 'Jardim Esperança']}
        renderInput={(params) => <TextField {...params} label="Projeto" />}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Projeto' }), 'zzz');
    expect(screen.getByText('Sem opções')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('combobox', { name: 'Projeto' }));
    await userEvent.click(screen.getByRole('option', { name: 'Vila Nova' }));
    expect(screen.getByRole('button', { name: 'Limpar' })).toBeInTheDocument();
  });

  it("a pager's pages and an alert's close button", async () => {
    renderWithAdmin(
      <>
        <Pagination count={3} />
        <Alert onClose={() => undefined}>Salvo</Alert>
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Ir para a página 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir para a próxima página' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });
});
