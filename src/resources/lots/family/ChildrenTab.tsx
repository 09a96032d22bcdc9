import { useTranslate } from 'react-admin';
import { childEntity } from '../../../components/domain/model';
import type { LotTabProps } from '../lotRecord';
import { FamilyTab, type FamilyConfig } from './FamilyTab';

const CHILDREN: Omit<FamilyConfig, 'confirmDelete'> = {
  kind: 'children',
  entity: childEntity,
  cardFields: ['birth_date', 'cpf', 'sex', 'escolaridade', 'birth_certificate_file', 'rg_file'],
  labels: {
    add: 'app.family.children.add',
    createTitle: 'app.family.children.create_title',
    editTitle: 'app.family.children.edit_title',
    empty: 'app.family.children.empty',
  },
  editable: () => true,
  // docs/errors.md#errors, word for word
  notices: {
    loadError: 'app.family.children.load_error',
    saveError: 'app.family.children.save_error',
    deleteError: 'app.family.children.delete_error',
    created: 'app.family.children.created',
    updated: 'app.family.children.updated',
    deleted: 'app.family.children.deleted',
  },
};

/** Filhos (docs/screens.md#screens children tab, docs/states.md#states child edit, docs/validation.md#validation, docs/errors.md#errors): cards, the add/edit modal, delete. */
export const ChildrenTab = (props: LotTabProps) => {
  const translate = useTranslate();
  return (
    <FamilyTab
      {...props}
      config={{ ...CHILDREN, confirmDelete: () => translate('app.family.children.confirm_delete') }}
    />
  );
};
