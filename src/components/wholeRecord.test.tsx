import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// eslint-disable-next-line no-restricted-imports -- the control: react-admin's own ShowBase takes the row
import { Form, SaveButton, ShowBase, TextInput, useEditContext, useGetList, useRecordContext } from 'react-admin';
import { mockStore } from '../../mock-api/handlers.ts';
import { renderWithAdmin } from './testing/renderAdmin';
import { holdAnswer, startMockApi } from './testing/server';
import { domainTransform } from './domain';
import { lotEntity } from './domain/model';
import { WholeEdit, WholeEditBase, WholeShowBase } from './wholeRecord';

const { server, calls } = startMockApi();

/** A lot of the demo block other than lot 1; each test gives it 'Pessoa com deficiência', which its list row lacks. */
const lot = () => mockStore.lots.find((l) => l.block_id === 1 && l.id !== 1)!;
const GET_LOT = (id: number) => `http://localhost/api/lots/${id}`;
/** What the lot's edit screen sends: the keys a client may write (LotEdit). */
const transform = domainTransform(lotEntity);

/** What a record screen has: nothing yet, or its name, 'Pessoa com deficiência' and version. */
const RecordSeen = () => {
  const record = useRecordContext();
  if (!record) return <p>sem registro</p>;
  return (
    <p>
      {String(record.name)} · deficiência: {String(record.deficiencia)} · versão: {String(record.version)}
    </p>
  );
};

/**
 * The block's lots, as its screen lists them (light rows, which react-admin files under each
 * lot's id), then, on a click, the screen `open` draws: as a person opens a lot from the list.
 */
const FromTheList = ({ open }: { open: () => ReactNode }) => {
  const { data } = useGetList('lots', { filter: { block_id: 1 }, pagination: { page: 1, perPage: 100 } });
  const [opened, setOpened] = useState(false);
  if (!data) return <p>carregando a lista</p>;
  return opened ? open() : <button onClick={() => setOpened(true)}>abrir o lote</button>;
};

async function openFromTheList(open: () => ReactNode, id: number) {
  renderWithAdmin(<FromTheList open={open} />);
  await userEvent.click(await screen.findByRole('button', { name: 'abrir o lote' }));
  await waitFor(async () => expect((await calls()).some((c) => c.path === `/api/lots/${id}`)).toBe(true));
}

describe('a screen of one record never takes a list’s row for it (WHOLE_RECORD)', () => {
  it('the control: react-admin’s ShowBase draws the list’s row while the lot is on its way', async () => {
    const { id } = Object.assign(lot(), { deficiencia: true });
    holdAnswer(server, GET_LOT(id));
    await openFromTheList(
      () => (
        <ShowBase resource="lots" id={id}>
          <RecordSeen />
        </ShowBase>
      ),
      id,
    );
    // The row: no 'deficiencia', no version.
    expect(await screen.findByText(/deficiência: undefined · versão: undefined/)).toBeInTheDocument();
  });

  it('WholeShowBase waits for the lot itself', async () => {
    const { id, name } = Object.assign(lot(), { deficiencia: true });
    const held = holdAnswer(server, GET_LOT(id));
    await openFromTheList(
      () => (
        <WholeShowBase resource="lots" id={id}>
          <RecordSeen />
        </WholeShowBase>
      ),
      id,
    );
    // Loading instead (after a second: a quick answer flashes nothing), not the row.
    expect(await screen.findByText('Carregando...', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText(/deficiência:/)).toBeNull();
    held.release();
    expect(await screen.findByText(`${String(name)} · deficiência: true · versão: 1`)).toBeInTheDocument();
  });

  /** An edit screen's form, once it has a record, as the app's screens draw it. */
  const EditForm = () =>
    useEditContext().record ? (
      <Form>
        <TextInput source="name" />
        <RecordSeen />
        <SaveButton alwaysEnable />
      </Form>
    ) : (
      <RecordSeen />
    );

  for (const [kind, Edit] of [
    ['WholeEditBase', WholeEditBase],
    ['WholeEdit', WholeEdit],
  ] as const)
    it(`${kind} has no form to save until the lot itself has come, and saves with its version`, async () => {
      const { id } = Object.assign(lot(), { deficiencia: true });
      const held = holdAnswer(server, GET_LOT(id));
      await openFromTheList(
        () => (
          <Edit resource="lots" id={id} mutationMode="pessimistic" redirect={false} transform={transform}>
            <EditForm />
          </Edit>
        ),
        id,
      );
      // Saved from the row, the lot would lose what the row lacks ('Pessoa com deficiência').
      expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
      held.release();
      await screen.findByText(/deficiência: true · versão: 1/);
      await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
      await waitFor(() => expect(mockStore.lots.find((l) => l.id === id)).toMatchObject({ version: 2 }));
      expect((await calls()).find((c) => c.method === 'PATCH')?.body).toMatchObject({ deficiencia: true });
    });

  it('the screen an edit returns to has the saved lot at once, not the one before the save', async () => {
    const { id } = lot();
    const Screens = () => {
      const [editing, setEditing] = useState(true);
      return editing ? (
        <WholeEditBase
          resource="lots"
          id={id}
          mutationMode="pessimistic"
          redirect={false}
          transform={transform}
          mutationOptions={{ onSuccess: () => setEditing(false) }}
        >
          <EditForm />
        </WholeEditBase>
      ) : (
        <WholeShowBase resource="lots" id={id}>
          <RecordSeen />
        </WholeShowBase>
      );
    };
    renderWithAdmin(<Screens />);
    const input = await screen.findByRole('textbox');
    await userEvent.clear(input);
    await userEvent.type(input, 'Lote renomeado');
    // The record screen's own request is held: what it shows first is what the save left.
    holdAnswer(server, GET_LOT(id));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(document.body.textContent).toMatch(/Lote renomeado · .* · versão: 2/), {
      timeout: 3000,
    });
  });
});
