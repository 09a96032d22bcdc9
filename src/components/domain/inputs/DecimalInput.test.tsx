import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decimal, defineEntity, money } from '../../../../domain/index.ts';
import { renderWithAdmin } from '../../testing/renderAdmin';
import { DomainForm } from '../DomainForm';
import { DomainInput } from '../DomainInput';

const lotLike = defineEntity({
  resource: 'samples',
  label: 'Amostra',
  pluralLabel: 'Amostras',
  fields: [decimal('area', 'Área do lote (m²)', { min: 0 }), money('income', 'Renda', { min: 0 })],
});

function renderForm(record: Record<string, unknown> = {}) {
  const onSubmit = vi.fn();
  renderWithAdmin(
    <DomainForm entity={lotLike} view="create" record={record} onSubmit={onSubmit}>
      <DomainInput field="area" />
      <DomainInput field="income" />
    </DomainForm>,
  );
  return { onSubmit, user: userEvent.setup() };
}

const area = () => screen.getByLabelText(/Área do lote/) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Salvar' });

async function submit(onSubmit: ReturnType<typeof vi.fn>, user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(save()).toBeEnabled());
  await user.click(save());
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  return onSubmit.mock.calls[0][0] as Record<string, unknown>;
}

describe('DecimalInput (every money and decimal field)', () => {
  it.each([
    ['12.5', 12.5, '12,5'],
    ['12,5', 12.5, '12,5'],
    ['1.234,56', 1234.56, '1.234,56'],
    ['12.50', 12.5, '12,5'],
    ['12.05', 12.05, '12,05'],
  ])('"%s" is stored as %s and shown as %s after leaving the field', async (typed, stored, shown) => {
    const { onSubmit, user } = renderForm();
    await user.type(area(), typed);
    expect(area()).toHaveValue(typed);
    await user.tab();
    expect(area()).toHaveValue(shown);
    expect(await submit(onSubmit, user)).toMatchObject({ area: stored });
  });

  it('refuses "12.5,3" with a message under the field and keeps Save disabled', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(area(), '12.5,3');
    expect(await screen.findByText('Número inválido: escreva como 12,5 ou 1.234,56')).toBeInTheDocument();
    expect(area()).toHaveValue('12.5,3');
    expect(save()).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses the ambiguous "1.234" for an area, asking for a comma', async () => {
    const { user } = renderForm();
    await user.type(area(), '1.234');
    expect(
      await screen.findByText('"1.234" é ambíguo: para 1,234 use vírgula; para 1234 escreva sem ponto'),
    ).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('reads "R$ 1.500" as mil e quinhentos (cents have two digits) and shows a stored area in pt-BR', async () => {
    const { onSubmit, user } = renderForm({ area: 1234.5 });
    expect(area()).toHaveValue('1.234,5');
    await user.type(screen.getByLabelText(/Renda/), '1.500');
    expect(await submit(onSubmit, user)).toMatchObject({ area: 1234.5, income: 1500 });
  });
});
