import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, TextInput } from 'react-admin';
import { LOT_STATUSES, MASKS, applyMask } from '../../../components/domain/model';
import { REGISTRY_STAGES } from '../../../../domain/registry/stages.ts';
import { useWholeList } from '../../../components/list/useWholeList';

/** Projects the user may see, every one (asked 250 at a time, the spec's page size): the filter's first step. */
const ProjectFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const { data = [], isPending } = useWholeList('projects', { perPage: 250 });
  return (
    <SelectInput
      {...props}
      label="Projeto"
      choices={data.map((p) => ({ id: String(p.id), name: String(p.name) }))}
      isPending={isPending}
      emptyText="Todos"
      sx={{ minWidth: 180 }}
    />
  );
};

/** The blocks of the chosen project; cleared when the project changes (project → quadra). */
const BlockFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const projectId = useWatch({ name: 'project_id' }) as string | undefined;
  const { setValue } = useFormContext();
  const previous = useRef(projectId);
  useEffect(() => {
    if (previous.current !== projectId) setValue('block_id', '');
    previous.current = projectId;
  }, [projectId, setValue]);
  const { data = [], isPending } = useWholeList('blocks', {
    filter: { project_id: projectId },
    perPage: 1000,
    enabled: !!projectId,
  });
  return (
    <SelectInput
      {...props}
      label="Quadra"
      choices={data.map((b) => ({ id: String(b.id), name: String(b.name) }))}
      isPending={!!projectId && isPending}
      disabled={!projectId}
      helperText={projectId ? false : 'Escolha um projeto'}
      emptyText="Todas"
      sx={{ minWidth: 140 }}
    />
  );
};

const digits = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '').slice(0, 11) : '');

/** A yes/no filter: its two choices as the query's 'true' and 'false', and one for both. */
const yesNo = (source: string, label: string, [yes, no]: [string, string], both: string) => (
  <SelectInput
    key={source}
    source={source}
    label={label}
    choices={[
      { id: 'true', name: yes },
      { id: 'false', name: no },
    ]}
    emptyText={both}
    alwaysOn
    sx={{ minWidth: 180 }}
  />
);

/** The filter bar of /lots (docs/screens.md#screens): each filter always shown. */
export const workbenchFilterInputs = [
  <ProjectFilter key="project_id" source="project_id" alwaysOn />,
  <BlockFilter key="block_id" source="block_id" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="Situação"
    choices={[...LOT_STATUSES]}
    emptyText="Todas"
    alwaysOn
    sx={{ minWidth: 140 }}
  />,
  <SelectInput
    key="registry_stage"
    source="registry_stage"
    label="Registro"
    choices={[...REGISTRY_STAGES]}
    emptyText="Todas"
    alwaysOn
    sx={{ minWidth: 180 }}
  />,
  <TextInput key="name" source="name" label="Nome" alwaysOn helperText={false} />,
  <TextInput
    key="cpf"
    source="cpf"
    label="CPF"
    alwaysOn
    helperText={false}
    format={(v: unknown) => applyMask(MASKS.cpf, digits(v))}
    parse={(v: string) => digits(v)}
    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
  />,
  <TextInput key="inscricao" source="inscricao" label="Inscrição imobiliária" alwaysOn helperText={false} />,
  yesNo('has_blockers', 'Pendências', ['Com pendências', 'Sem pendências'], 'Todas'),
  yesNo('assigned_to_me', 'Responsável', ['Atribuídos a mim', 'Não atribuídos a mim'], 'Todos'),
];
