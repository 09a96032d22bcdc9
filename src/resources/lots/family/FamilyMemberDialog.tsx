import { Box, Button, Dialog, DialogTitle } from '@mui/material';
import { RecordContextProvider, ResourceContextProvider, useTranslate } from 'react-admin';
import { storageKey, type EntityDef } from '../../../components/domain/model';
import { DomainForm, DomainToolbar, FieldGrid, editableFields } from '../../../components/domain';
import { FileInput } from '../../../components/upload';
import type { FamilyMember } from '../../../providers/dataProvider';

export interface FamilyMemberDialogProps {
  open: boolean;
  title: string;
  entity: EntityDef;
  /** The member edited; undefined adds one. */
  member?: FamilyMember;
  onClose: () => void;
  /** Saves; answers the server's field errors to show under the inputs (the modal stays open). */
  onSave: (values: Record<string, unknown>) => Promise<Record<string, string> | undefined>;
}

const noCheck = () => undefined;

/**
 * The add/edit modal of a child or resident: DomainForm of domain's entity (the deficiency
 * description only while deficiencia is true), the child's birth certificate and RG uploads.
 * A file removed here is only cleared in the form and goes as '' on save; a new one replaces
 * the old one on save. The fields scroll inside the modal and Salvar/Cancelar stay under them,
 * in the modal (DialogActions), never over a field.
 */
/** A new child or resident lives on the lot until said otherwise (as the database's own default). */
const NEW_MEMBER = { resident: true };

export const FamilyMemberDialog = ({ open, title, entity, member, onClose, onSave }: FamilyMemberDialogProps) => {
  const translate = useTranslate();
  const view = member ? 'edit' : 'create';
  const fields = editableFields(entity, view).filter((f) => f.name !== 'lot_id');
  const plain = fields.filter((f) => f.type !== 'file' && f.type !== 'files');
  const files = fields.filter((f) => f.type === 'file' || f.type === 'files');
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth scroll="paper" aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <ResourceContextProvider value={entity.resource}>
        <RecordContextProvider value={member}>
          <DomainForm
            entity={entity}
            view={view}
            ctx={{ isNew: !member }}
            record={member ?? NEW_MEMBER}
            dialog
            // The family's own notice says a save failed ("Erro ao salvar filho.", docs/errors.md), field
            // errors and all: react-admin's "O formulário não é válido" would be a second one.
            disableInvalidFormNotification
            onSubmit={(values: Record<string, unknown>) => onSave(values)}
            toolbar={
              <DomainToolbar dialog>
                <Button onClick={onClose}>{translate('app.family.cancel')}</Button>
              </DomainToolbar>
            }
          >
            <FieldGrid fields={plain} />
            {files.length ? (
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
                  gap: 2,
                  width: '100%',
                  mt: 1,
                }}
              >
                {files.map((f) => (
                  <FileInput key={f.name} field={f} source={storageKey(f)} label={f.label} validate={noCheck} />
                ))}
              </Box>
            ) : null}
          </DomainForm>
        </RecordContextProvider>
      </ResourceContextProvider>
    </Dialog>
  );
};
