import type { WorkbenchFilters } from '../../../providers/data/workbench';

/**
 * The filter form's values (strings from selects and text fields, the CPF masked) as the saved
 * view keeps them (domain/api/lot-workbench.ts `workbenchFilters`), and back.
 */
export function toViewFilters(values: Record<string, unknown>): WorkbenchFilters {
  const out: WorkbenchFilters = {};
  const id = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  const projectId = id(values.project_id);
  if (projectId) out.project_id = projectId;
  const blockId = id(values.block_id);
  if (blockId) out.block_id = blockId;
  if (text(values.status)) out.status = text(values.status);
  if (text(values.registry_stage)) out.registry_stage = text(values.registry_stage);
  if (text(values.name)) out.name = text(values.name);
  const cpf = typeof values.cpf === 'string' ? values.cpf.replace(/\D/g, '') : '';
  if (cpf) out.cpf = cpf;
  if (text(values.inscricao)) out.inscricao = text(values.inscricao);
  if (values.has_blockers === true || values.has_blockers === 'true') out.has_blockers = true;
  if (values.has_blockers === false || values.has_blockers === 'false') out.has_blockers = false;
  if (values.assigned_to_me === true || values.assigned_to_me === 'true') out.assigned_to_me = true;
  if (values.assigned_to_me === false || values.assigned_to_me === 'false') out.assigned_to_me = false;
  return out;
}

/** A saved view's filters as the filter form holds them (the list sends them as query parameters). */
export function toFormFilters(filters: WorkbenchFilters): Record<string, unknown> {
  const out: Record<string, unknown> = { ...filters };
  // The selects hold their choices' ids as text.
  if (filters.project_id) out.project_id = String(filters.project_id);
  if (filters.block_id) out.block_id = String(filters.block_id);
  if (filters.has_blockers !== undefined) out.has_blockers = String(filters.has_blockers);
  if (filters.assigned_to_me !== undefined) out.assigned_to_me = String(filters.assigned_to_me);
  return out;
}
