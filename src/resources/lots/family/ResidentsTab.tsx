import { useTranslate } from 'react-admin';
import { EDITABLE_RESIDENT_TYPE, RESIDENT_TYPES, otherResidentEntity } from '../../../components/domain/model';
import type { FamilyMember } from '../../../providers/dataProvider';
import type { LotTabProps } from '../lotRecord';
import { FamilyTab, type FamilyConfig } from './FamilyTab';

const typeLabel = (member: FamilyMember) => RESIDENT_TYPES.find((t) => t.id === member.resident_type)?.name;

const RESIDENTS: Omit<FamilyConfig, 'confirmDelete'> = {
  kind: 'residents',
  entity: otherResidentEntity,
  cardFields: ['relationship_owner', 'birth_date', 'cpf', 'sex', 'escolaridade'],
  labels: {
    add: 'app.family.residents.add',
    createTitle: 'app.family.residents.create_title',
    editTitle: 'app.family.residents.edit_title',
    empty: 'app.family.residents.empty',
  },
  // Only residents of type other are edited (the others come from the lot's own data).
  editable: (member) => member.resident_type === EDITABLE_RESIDENT_TYPE,
  kindLabel: typeLabel,
  // docs/errors.md#errors: resident failures are only logged (the modal stays open on a failed save).
  notices: {},
};

/** Moradores (docs/screens.md#screens residents tab): cards, 'Adicionar Outro Residente', delete naming the resident. */
export const ResidentsTab = (props: LotTabProps) => {
  const translate = useTranslate();
  return (
    <FamilyTab
      {...props}
      config={{
        ...RESIDENTS,
        confirmDelete: (m) => translate('app.family.residents.confirm_delete', { name: m.name }),
      }}
    />
  );
};
