import { Link, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslate } from 'react-admin';
import type { UploadedFile } from './domain/model';

export type FileObject = UploadedFile;

/** The files a field's value holds (one, a list or none) that can be opened: those with a url. */
export const linkedFiles = (files: FileObject | FileObject[] | null | undefined): FileObject[] =>
  (Array.isArray(files) ? files : files ? [files] : []).filter((f) => f?.url);

/** Uploaded files (`{id, url, originalName}`) as links that open in a new tab. */
export const FileLinks = ({ files }: { files: FileObject | FileObject[] | null | undefined }) => {
  const translate = useTranslate();
  const list = linkedFiles(files);
  if (list.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.file.none')}
      </Typography>
    );
  }
  return (
    <Stack spacing={0.5}>
      {list.map((file) => (
        <Link
          key={file.id}
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
        >
          <AttachFileIcon fontSize="inherit" />
          {file.originalName}
        </Link>
      ))}
    </Stack>
  );
};
