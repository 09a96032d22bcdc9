import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lotEntity } from '../../components/domain/model';
import { DomainForm } from '../../components/domain';
import { renderWithAdmin } from '../../components/testing/renderAdmin';
import { startMockApi } from '../../components/testing/server';
import { fakeAddressLookup } from '../../components/address/fakeAddressLookup';
import { AddressLookupProvider, lookupForKey } from '../../components/address/AddressLookupContext';
import { LotAddressInputs } from './LotAddressInputs';

startMockApi();

/**
 * The form as a screen shows it. `maps`: the screens' lookup is the maps service's test double
 * (Google's script cannot load here), given as the app gives it, through AddressLookupProvider;
 * without it the screen has no key and no lookup, as in a build without VITE_GOOGLE_MAPS_KEY.
 */
function renderAddress(
  record: Record<string, unknown> = { id: 1, name: 'Lote 01', project_id: 1 },
  maps?: { failLoad?: boolean },
) {
  const onSubmit = vi.fn();
  const form = (
    <DomainForm entity={lotEntity} view="edit" record={record} onSubmit={onSubmit}>
      <LotAddressInputs projectId={1} />
    </DomainForm>
  );
  renderWithAdmin(maps ? <AddressLookupProvider lookup={fakeAddressLookup(maps)}>{form}</AddressLookupProvider> : form);
  return { onSubmit, user: userEvent.setup() };
}

const save = () => screen.getByRole('button', { name: 'Salvar' });
const search = () => screen.findByRole('combobox', { name: 'Buscar endereço' });

describe('address with the maps service', () => {
  it("says 'Selecione um endereço' until a place is chosen, then fills the lot's address", async () => {
    const { onSubmit, user } = renderAddress(undefined, {});
    await user.type(await search(), 'Barão de Jag');
    await user.tab();
    expect(await screen.findByText('Selecione um endereço')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.click(await search());
    await user.click(await screen.findByRole('option', { name: /Rua Barão de Jaguara, 1000/ }));
    await waitFor(() => expect(screen.queryByText('Selecione um endereço')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Logradouro/)).toHaveValue('Rua Barão de Jaguara');
    expect(screen.getByLabelText(/^Número/)).toHaveValue('1000');
    expect(screen.getByLabelText(/^Bairro/)).toHaveValue('Centro');
    expect(screen.getByLabelText(/^Cidade/)).toHaveValue('Campinas');
    expect(screen.getByLabelText(/^Estado/)).toHaveValue('São Paulo');
    expect(screen.getByLabelText(/^CEP/)).toHaveValue('13015-001');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      street_address: 'Rua Barão de Jaguara',
      street_number: '1000',
      bairro: 'Centro',
      cidade: 'Campinas',
      cep: '13015001',
    });
  });

  it('requires the number and the CEP when the chosen place has none', async () => {
    const { user } = renderAddress(undefined, {});
    await user.type(await search(), 'Avenida Brasil');
    await user.click(await screen.findByRole('option', { name: /Avenida Brasil/ }));
    await waitFor(() => expect(screen.getAllByText('Campo obrigatório')).toHaveLength(2));
    expect(screen.getByLabelText(/^Número/)).toHaveValue('');
    expect(screen.getByLabelText(/^CEP/)).toHaveValue('');
    expect(save()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Número/), '45');
    await user.type(screen.getByLabelText(/^CEP/), '13070');
    expect(await screen.findByText(/Incompleto\. Ex\.: 01310-100/)).toBeInTheDocument();
  });

  it('shows a saved address in its fields, counted as chosen', async () => {
    renderAddress(
      {
        id: 1,
        project_id: 1,
        street_address: 'Rua A',
        street_number: '12',
        bairro: 'Centro',
        cidade: 'Campinas',
        cep: '13015001',
      },
      {},
    );
    expect(await search()).toHaveValue('Rua A, 12 - Centro, Campinas, 13015-001');
    expect(screen.getByLabelText(/^Logradouro/)).toHaveValue('Rua A');
    expect(screen.queryByText('Selecione um endereço')).not.toBeInTheDocument();
  });

  it('only logs a failure to load the maps script, and offers the manual fields', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAddress(undefined, { failLoad: true });
    expect(await screen.findByRole('combobox', { name: /Município/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Buscar endereço' })).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Falha ao carregar o serviço de endereços', expect.any(Error));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('address without the maps service', () => {
  it('offers the manual fields: CEP masked, the municipality chosen by state', async () => {
    const { user, onSubmit } = renderAddress();
    expect(screen.queryByRole('combobox', { name: 'Buscar endereço' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^CEP/), '13015001');
    expect(screen.getByLabelText(/^CEP/)).toHaveValue('13015-001');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('São Paulo'));
    await user.type(screen.getByRole('combobox', { name: /Município/ }), 'Campin');
    await user.click(await screen.findByRole('option', { name: 'Campinas' }));
    await user.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ cep: '13015001', cidade: 'Campinas' });
  });

  it('keeps a line under every input, the state’s too, so they stand as far apart as the others', async () => {
    renderAddress();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('São Paulo'));
    // An input's line under it is its aria-describedby: react-admin's inputs keep it empty when
    // there is nothing to say. Without it the state stood 24 px nearer its municipality.
    const inputs = [
      screen.getByRole('combobox', { name: 'Estado' }),
      screen.getByRole('combobox', { name: /Município/ }),
      screen.getByLabelText(/^CEP/),
      screen.getByLabelText(/^Bairro/),
    ];
    for (const input of inputs) {
      const line = input.getAttribute('aria-describedby');
      expect(line, input.getAttribute('name') ?? '').toBeTruthy();
      expect(document.getElementById(line!)).toBeInTheDocument();
    }
  });

  it('narrows the municipalities to another state when one is chosen, clearing the city', async () => {
    const { user } = renderAddress({ id: 1, project_id: 1, cidade: 'Campinas' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Município/ })).toHaveValue('Campinas'));
    await user.clear(screen.getByRole('combobox', { name: 'Estado' }));
    await user.type(screen.getByRole('combobox', { name: 'Estado' }), 'Minas');
    await user.click(await screen.findByRole('option', { name: 'Minas Gerais' }));
    expect(screen.getByRole('combobox', { name: /Município/ })).toHaveValue('');
    await user.type(screen.getByRole('combobox', { name: /Município/ }), 'Belo Hori');
    expect(await screen.findByRole('option', { name: 'Belo Horizonte' })).toBeInTheDocument();
  });
});

describe('the lookup of a maps key', () => {
  it('is none without a key, and one per key, made once', () => {
    const make = vi.fn((key: string) => fakeAddressLookup({ failLoad: key === 'chave-que-falha' }));
    expect(lookupForKey(undefined, make)).toBeNull();
    expect(lookupForKey('', make)).toBeNull();
    const one = lookupForKey('chave-de-teste', make);
    expect(lookupForKey('chave-de-teste', make)).toBe(one);
    expect(lookupForKey('chave-que-falha', make)).not.toBe(one);
    expect(make.mock.calls).toEqual([['chave-de-teste'], ['chave-que-falha']]);
  });
});

describe('the test double', () => {
  it('suggests only known places, accents ignored', async () => {
    const fake = fakeAddressLookup();
    expect((await fake.suggest('barao')).map((s) => s.text)).toEqual([expect.stringContaining('Rua Barão de Jaguara')]);
    expect(await fake.suggest('Paris')).toEqual([]);
  });
});
