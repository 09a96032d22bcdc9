import { useMemo, useState } from 'react';
import { Card, CardContent, CardHeader, Divider, Stack, Typography } from '@mui/material';
import { ListContextProvider, ResourceContextProvider, useList, useTranslate } from 'react-admin';
import { memberEntity } from '../../../components/domain/model';
import { DeleteWithConfirm } from '../../../components/DeleteWithConfirm';
import { DomainListTable, ROWS_PER_PAGE, SearchField, useFuzzySearch } from '../../../components/list';
import type { ProjectMember } from '../../../providers/dataProvider';
import { nameOrEmail } from '../../../providers/session';
import { AddMemberForm } from './AddMemberForm';
import { InviteForm } from './InviteForm';
import { MemberRoleSelect } from './MemberRoleSelect';
import { useProjectMembers } from './useProjectMembers';

const SEARCH_KEYS = ['email'] as const;
const COLUMNS = ['name', 'email', 'project_role', 'last_activity_on_project_at'] as const;
const member = (record: Record<string, unknown>) => record as unknown as ProjectMember;

/**
 * The project's members (20 a page, fuzzy search by e-mail, docs/limits.md#limits), shown to project
 * admins only (docs/roles.md#roles): they change roles, remove members (delete modal), add existing
 * users (found by name or e-mail) and invite by e-mail.
 */
export const MembersPanel = ({ projectId }: { projectId: number }) => {
  const translate = useTranslate();
  const members = useProjectMembers(projectId);
  const [query, setQuery] = useState('');
  const found = useFuzzySearch(members.members, SEARCH_KEYS, query);
  const rows = useMemo(() => found.map((m) => ({ ...m, id: m.sub })), [found]);
  const list = useList({ data: rows, isPending: members.isPending, perPage: ROWS_PER_PAGE, resource: 'members' });

  return (
    <Card component="section" aria-label={translate('app.projects.members.title')}>
      <CardHeader
        title={translate('app.projects.members.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <SearchField
            value={query}
            onChange={(v) => (setQuery(v), list.setPage(1))}
            label={translate('app.projects.members.search')}
          />
        }
      />
      <CardContent>
        <Stack spacing={2}>
          <AddMemberForm projectId={projectId} memberSubs={members.members.map((m) => m.sub)} onAdd={members.add} />
          <Typography variant="subtitle2">{translate('app.projects.members.invite')}</Typography>
          <InviteForm onInvite={members.invite} />
        </Stack>
      </CardContent>
      <Divider />
      <ResourceContextProvider value="members">
        <ListContextProvider value={list}>
          <DomainListTable
            entity={memberEntity}
            only={COLUMNS}
            render={{
              name: nameOrEmail,
              project_role: (r) => (
                <MemberRoleSelect member={member(r)} onChange={(role) => members.changeRole(member(r).sub, role)} />
              ),
            }}
            empty={<CardContent>{translate('app.projects.members.empty')}</CardContent>}
            actions={(record) => (
              <DeleteWithConfirm
                iconOnly
                record={record}
                name={nameOrEmail(record)}
                onConfirm={() => members.remove(member(record).sub)}
                successMessage="app.projects.members.removed"
              />
            )}
          />
        </ListContextProvider>
      </ResourceContextProvider>
    </Card>
  );
};
