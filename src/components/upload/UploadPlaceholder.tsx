import { Box, Button } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useRecordContext, useTranslate } from 'react-admin';
import type { DomainInputComponentProps } from '../domain/inputRegistry';
import { FileLinks, linkedFiles, type FileObject } from '../FileLinks';
import { UploadFrame } from './UploadFrame';

/** The height of a row of the widgets: a file beside its small buttons, or the chooser (MUI's small button). */
const ROW_PX = 30.75;

/**
 * The upload widget's place while its code loads (a chunk of its own, so that the first screen
 * carries none of it; issue #19 goal 3): the widget's frame and rows, each file as a link on a
 * row as tall as the widget's, then its chooser, disabled (read-only: the links, as the widget
 * shows them). Nothing below the field moves when the
 * widget arrives: the links alone were 22 px shorter, and on a loaded machine the Configuração de
 * Relatórios form's Salvar moved from under a click that then saved nothing (2026-12-04).
 */
export const UploadPlaceholder = ({ field, label, helperText, readOnly }: DomainInputComponentProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const files = linkedFiles(record?.[field.name] as FileObject | FileObject[] | null | undefined);
  const multiple = field.type === 'files';
  return (
    <UploadFrame label={label} required={field.required === true} helperText={helperText} busy>
      {readOnly ? (
        // What the read-only widget shows: the links, or that there is none.
        <FileLinks files={files} />
      ) : (
        <>
          {files.map((file) => (
            <Box key={file.id} sx={{ minHeight: ROW_PX, display: 'flex', alignItems: 'center' }}>
              <FileLinks files={file} />
            </Box>
          ))}
          {multiple || files.length === 0 ? (
            <Button variant="outlined" size="small" startIcon={<UploadFileIcon />} disabled>
              {translate(multiple ? 'app.upload.add' : 'app.upload.choose')}
            </Button>
          ) : null}
        </>
      )}
    </UploadFrame>
  );
};
