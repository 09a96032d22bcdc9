import { fieldsOfTab, lotEntity, type FormContext, type TabDef } from '../../components/domain/model';
import type { LotRecord } from './lotRecord';

/** Tabs whose content is not the lot's own fields: built by their own components. */
export const DOCUMENTS_TAB = 'documents';
export const CHILDREN_TAB = 'children';
export const RESIDENTS_TAB = 'residents';
/** The lot's fields with, above them, its registry stage and public protocol (src/resources/registry/). */
export const REGISTRY_TAB = 'registry';

/** Shown in the header instead (the block's name), or not at all. */
const NOT_IN_TABS = new Set(['block_id', 'project_id']);

/** The names of the fields a tab shows read-only. */
export const shownFieldsOfTab = (tab: TabDef): string[] =>
  fieldsOfTab(lotEntity, tab)
    .map((f) => f.name)
    .filter((name) => !NOT_IN_TABS.has(name));

/**
 * The `when` context of a saved lot: its project's class (Benfeitorias) and modality (the lot's
 * own in a Reurb mista project), not new (Filhos, Moradores).
 */
export const lotContext = (
  lot: Pick<LotRecord, 'project_class' | 'project_reurb_modality'> | undefined,
  isNew = false,
): FormContext => ({
  projectClass: lot?.project_class ?? null,
  projectModality: lot?.project_reurb_modality ?? null,
  isNew,
});
