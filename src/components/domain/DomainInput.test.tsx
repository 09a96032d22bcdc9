import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  boolean,
  cep,
  cnpj,
  cpf,
  date,
  decimal,
  defineEntity,
  integer,
  labelled,
  longText,
  money,
  multiChoice,
  nis,
  phone,
  choice,
  text,
  whenTrue,
} from '../../../domain/index.ts';
import { renderWithAdmin } from '../testing/renderAdmin';
import { DomainForm } from './DomainForm';
import { DomainInput } from './DomainInput';

const COLOURS = labelled([
  ['r', 'Vermelho'],
  ['g', 'Verde'],
]);

/** One field of each kind, as domain/ declares them. */
const sample = defineEntity({
  resource: 'samples',
  label: 'Amostra',
  pluralLabel: 'Amostras',
  fields: [
    text('name', 'Nome', { required: true, min: 3 }),
    cpf('cpf', 'CPF'),
    cnpj('cnpj', 'CNPJ'),
    cep('cep', 'CEP'),
    nis('nis', 'NIS'),
    phone('phone', 'Telefone'),
    date('birth_date', 'Nascimento'),
    money('income', 'Renda', { min: 0 }),
    decimal('area', 'Área'),
    integer('rooms', 'Cômodos', { min: 0 }),
    choice('colour', 'Cor', COLOURS),
    multiChoice('colours', 'Cores', COLOURS, { required: true }),
    boolean('deficiencia', 'Pessoa com deficiência'),
    longText('deficiencia_desc', 'Descrição da deficiência', { when: whenTrue('deficiencia') }),
  ],
});

function renderForm(fields: string[], record: Record<string, unknown> = {}) {
  const onSubmit = vi.fn();
  renderWithAdmin(
    <DomainForm entity={sample} view="create" record={record} onSubmit={onSubmit}>
      {fields.map((f) => (
        <DomainInput key={f} field={f} />
      ))}
    </DomainForm>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Salvar' });

async function submitted(onSubmit: ReturnType<typeof vi.fn>, user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(save()).toBeEnabled());
  await user.click(save());
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return onSubmit.mock.calls[0][0] as Record<string, unknown>;
}

describe('DomainInput', () => {
  it('masks a CPF while typing and stores its digits', async () => {
    const { onSubmit, user } = renderForm(['cpf']);
    await user.type(input(/CPF/), '52998224725');
    expect(input(/CPF/)).toHaveValue('529.982.247-25');
    expect((await submitted(onSubmit, user)).cpf).toBe('52998224725');
  });

  it('says in Portuguese what is wrong with a CPF', async () => {
    const { user } = renderForm(['cpf']);
    await user.type(input(/CPF/), '123');
    await user.tab();
    expect(await screen.findByText('Incompleto. Ex.: 123.456.789-09')).toBeInTheDocument();
    await user.clear(input(/CPF/));
    await user.type(input(/CPF/), '11111111111');
    expect(await screen.findByText('CPF inválido')).toBeInTheDocument();
  });

  it('masks CNPJ, CEP, NIS and phones (mobile and landline)', async () => {
    const { user } = renderForm(['cnpj', 'cep', 'nis', 'phone']);
    await user.type(input(/CNPJ/), '11222333000181');
    await user.type(input(/CEP/), '01310100');
    await user.type(input(/NIS/), '12345678901');
    await user.type(input(/Telefone/), '11987654321');
    expect(input(/CNPJ/)).toHaveValue('11.222.333/0001-81');
    expect(input(/CEP/)).toHaveValue('01310-100');
    expect(input(/NIS/)).toHaveValue('123.45678.90-1');
    expect(input(/Telefone/)).toHaveValue('(11) 98765-4321');
    await user.clear(input(/Telefone/));
    await user.type(input(/Telefone/), '1134567890');
    expect(input(/Telefone/)).toHaveValue('(11) 3456-7890');
  });

  it('takes a date typed DD/MM/AAAA, stores YYYY-MM-DD and refuses an impossible one', async () => {
    const { onSubmit, user } = renderForm(['birth_date']);
    await user.type(input(/Nascimento/), '31022020');
    expect(input(/Nascimento/)).toHaveValue('31/02/2020');
    expect(await screen.findByText('Data inválida')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.clear(input(/Nascimento/));
    await user.type(input(/Nascimento/), '15032020');
    await waitFor(() => expect(screen.queryByText('Data inválida')).not.toBeInTheDocument());
    expect((await submitted(onSubmit, user)).birth_date).toBe('2020-03-15');
  });

  it('shows a stored date as DD/MM/YYYY', () => {
    renderForm(['birth_date'], { birth_date: '1980-12-01' });
    expect(input(/Nascimento/)).toHaveValue('01/12/1980');
  });

  it('types money in reais with a decimal comma and stores a number', async () => {
    const { onSubmit, user } = renderForm(['income', 'area', 'rooms']);
    expect(screen.getByText('R$')).toBeInTheDocument();
    await user.type(input(/Renda/), '1234,5');
    expect(input(/Renda/)).toHaveValue('1234,5');
    await user.tab();
    expect(input(/Renda/)).toHaveValue('1.234,50');
    await user.type(input(/Área/), '12,75');
    await user.type(input(/Cômodos/), '4');
    const values = await submitted(onSubmit, user);
    expect(values).toMatchObject({ income: 1234.5, area: 12.75, rooms: 4 });
  });

  it('shows a stored amount as R$ 1.234,56', () => {
    renderForm(['income'], { income: 1234.56 });
    expect(input(/Renda/)).toHaveValue('1.234,56');
  });

  it('marks a required input with an asterisk and answers in Portuguese', async () => {
    const { user } = renderForm(['name', 'cpf']);
    expect(screen.getByText('Nome').closest('label')).toHaveTextContent('*');
    expect(screen.getByText('CPF').closest('label')).not.toHaveTextContent('*');
    await user.type(input(/Nome/), 'ab');
    expect(await screen.findByText('Mínimo de 3 caracteres')).toBeInTheDocument();
    await user.clear(input(/Nome/));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
  });

  it('asks for at least one option of a required multi-choice', async () => {
    const { user } = renderForm(['colours']);
    await user.click(screen.getByLabelText('Verde'));
    await user.click(screen.getByLabelText('Verde'));
    expect(await screen.findByText('Selecione pelo menos uma opção')).toBeInTheDocument();
  });

  it('offers the choices of an enumeration by label', async () => {
    const { onSubmit, user } = renderForm(['colour']);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Cor/ }));
    await user.click(await screen.findByRole('option', { name: 'Verde' }));
    expect((await submitted(onSubmit, user)).colour).toBe('g');
  });

  it('hides an input while its `when` does not hold', async () => {
    const { user } = renderForm(['deficiencia', 'deficiencia_desc']);
    expect(screen.queryByLabelText(/Descrição da deficiência/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/Pessoa com deficiência/));
    expect(await screen.findByLabelText(/Descrição da deficiência/)).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Pessoa com deficiência/));
    await waitFor(() => expect(screen.queryByLabelText(/Descrição da deficiência/)).not.toBeInTheDocument());
  });

  it('does not submit while a required field is empty, and says so', async () => {
    const { onSubmit, user } = renderForm(['name', 'cpf']);
    await user.type(input(/CPF/), '52998224725');
    await user.click(save());
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(save()).toBeDisabled();
  });

  it('keeps Salvar disabled while the form is unchanged or invalid', async () => {
    const { user } = renderForm(['name']);
    expect(save()).toBeDisabled();
    await user.type(input(/Nome/), 'ab');
    await waitFor(() => expect(save()).toBeDisabled());
    await user.type(input(/Nome/), 'c');
    await waitFor(() => expect(save()).toBeEnabled());
  });
});
