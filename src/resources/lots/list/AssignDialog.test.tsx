import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockStore } from '../../../../mock-api/handlers.ts';
import { startMockApi } from '../../../components/testing/server';
import { renderWithAdmin } from '../../../components/testing/renderAdmin';
import { AssignDialog } from './AssignDialog';

startMockApi();

const membersOf = (projectId: number) =>
  mockStore.memberships.filter((m) => m.project_id === projectId).map((m) => m.sub);

describe('Atribuir responsável (the workbench’s dialog)', () => {
  it('does not keep a person picked for other lots who is not a member of these lots’ projects', async () => {
    // A member of project 1 who is not one of project 2.
    const sub = membersOf(1).find((s) => !membersOf(2).includes(s))!;
    const person = mockStore.users.find((u) => u.sub === sub)!;
    const onAssign = vi.fn();
    const user = userEvent.setup();
    let chooseLots: (projectIds: number[]) => void = () => undefined;
    const Workbench = () => {
      const [projectIds, setProjectIds] = useState([1]);
      chooseLots = setProjectIds;
      return <AssignDialog open projectIds={projectIds} onClose={() => undefined} onAssign={onAssign} />;
    };
    renderWithAdmin(<Workbench />);
    const choose = await screen.findByRole('combobox', { name: 'Responsável' });
    await waitFor(() => expect(choose).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(choose);
    await user.click(screen.getByRole('option', { name: new RegExp(person.email.replace(/\./g, '\\.')) }));
    expect(choose).toHaveTextContent(person.email);

    // Other lots chosen, of a project the person is not a member of.
    act(() => chooseLots([2]));
    const form = await screen.findByRole('dialog', { name: 'Atribuir responsável' });
    // No one chosen: an empty value shows the field's label, as when the dialog opens.
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Responsável' })).not.toHaveTextContent(person.email),
    );
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Atribuir' })).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: 'Atribuir' }));
    expect(onAssign).toHaveBeenCalledWith('social', null);
  });
});
