import { useQuery } from '@tanstack/react-query';
import { SelectInput, TextInput, useDataProvider, useRecordContext } from 'react-admin';
import { getField } from '../../../domain/fields/entity.ts';
import { projectEntity } from '../../components/domain/model';
import { useActor } from '../../components/permissions';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useAppTranslate } from '../../providers/i18n';

/** The same cache key as Administração › Grupos de projetos (src/admin/AdminGroups.tsx). */
const projectGroupsKey = ['projectGroups'] as const;

/**
 * The project's group, chosen by name (issue #18 part 7). Only a global admin changes it (the
 * API refuses anyone else, server/projects/group.ts), so the others see the group's name, read
 * only; the groups themselves are named in Administração.
 */
/** The field's label as the domain declares it, as the project's view shows it. */
const LABEL = getField(projectEntity, 'group_id')!.label;

export const ProjectGroupInput = () => {
  const access = useActor();
  return access.isGlobalAdmin ? <GroupSelect /> : <GroupName />;
};

const GroupSelect = () => {
  const appTranslate = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: groups, isPending } = useQuery({
    queryKey: projectGroupsKey,
    queryFn: () => dataProvider.getProjectGroups(),
  });
  return (
    <SelectInput
      source="group_id"
      label={LABEL}
      choices={groups ?? []}
      isPending={isPending}
      emptyText={appTranslate('app.projects.no_group')}
      parse={(v: unknown) => (v === '' || v == null ? null : Number(v))}
      helperText={appTranslate('app.projects.group_help')}
    />
  );
};

const GroupName = () => {
  const appTranslate = useAppTranslate();
  const record = useRecordContext();
  return (
    <TextInput
      source="group_name"
      label={LABEL}
      readOnly
      format={(v: unknown) =>
        typeof v === 'string' && v ? v : record?.id ? appTranslate('app.projects.no_group') : ''
      }
      helperText={appTranslate('app.projects.group_admin_only')}
    />
  );
};
