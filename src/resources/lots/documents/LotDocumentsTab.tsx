import { useContext } from 'react';
import { Box } from '@mui/material';
import { EditContext } from 'react-admin';
import { fieldsOfSection, isVisible, lotEntity } from '../../../components/domain/model';
import {
  MultiUploadWidget,
  UploadWidget,
  filesOf,
  uploadFieldFor,
  useLotFiles,
  type LotFilesRecord,
} from '../../../components/upload';
import type { LotTabProps } from '../lotRecord';

/**
 * Documentos (docs/screens.md#screens, docs/entities.md#entities): every document of the lot with its label, uploaded and linked at
 * once, removed with remove-file; 'Cadastro Único' only once set; other documents up to 10.
 * Read-only: the links only.
 */
export const LotDocumentsTab = ({ lot, readOnly }: LotTabProps) => {
  const lotFiles = useLotFiles(lot as unknown as LotFilesRecord);
  const { record } = lotFiles;
  // In the editor, a linked or removed document moves the lot to a new version: reload it
  // (typed values stay) so that saving the form afterwards is not taken for a stale copy.
  const editor = useContext(EditContext);
  const link: typeof lotFiles.link = async (field, file) => {
    await lotFiles.link(field, file);
    void editor?.refetch?.();
  };
  const remove: typeof lotFiles.remove = async (field, file) => {
    await lotFiles.remove(field, file);
    void editor?.refetch?.();
  };
  const shown = fieldsOfSection(lotEntity, 'documents').filter((field) => isVisible(lotEntity, field, record));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      {shown.map((field) => {
        const files = filesOf(record, field);
        const common = {
          label: field.label,
          readOnly,
          field: uploadFieldFor('accept' in field ? field.accept : undefined),
          onUploaded: (file: Parameters<typeof link>[1]) => link(field, file),
          onRemove: (file: Parameters<typeof remove>[1]) => remove(field, file),
        };
        return field.type === 'files' ? (
          <Box key={field.name} sx={{ gridColumn: '1 / -1' }}>
            <MultiUploadWidget {...common} value={files} limit={field.limit} />
          </Box>
        ) : (
          <UploadWidget key={field.name} {...common} value={files[0] ?? null} />
        );
      })}
    </Box>
  );
};
