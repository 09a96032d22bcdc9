import { useState, type MouseEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useTranslate } from 'react-admin';
import type { UploadedFile } from '../domain/model';
import { linkedFiles } from '../FileLinks';
import { isPdf, isViewableImage } from './fileKinds';

const iconOf = (name: string) =>
  isViewableImage(name) ? (
    <ImageIcon fontSize="inherit" />
  ) : isPdf({ name }) ? (
    <PictureAsPdfIcon fontSize="inherit" />
  ) : (
    <AttachFileIcon fontSize="inherit" />
  );

/**
 * A stored file as a link that opens it in a viewer: an image in a lightbox, a PDF (or
 * anything else) in the browser's own viewer in a new tab, through its signed url.
 */
export const FileViewLink = ({ file }: { file: UploadedFile }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const image = isViewableImage(file.originalName);
  const onClick = (event: MouseEvent) => {
    if (!image) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <Link
        href={file.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
        variant="body2"
        sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', wordBreak: 'break-all' }}
      >
        {iconOf(file.originalName)}
        {file.originalName}
      </Link>
      {image ? (
        <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" aria-label={file.originalName}>
          <DialogTitle sx={{ wordBreak: 'break-all' }}>{file.originalName}</DialogTitle>
          <DialogContent sx={{ textAlign: 'center' }}>
            <Box
              component="img"
              src={file.url}
              alt={file.originalName}
              sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }}
            />
          </DialogContent>
          <DialogActions>
            <Button component="a" href={file.url} target="_blank" rel="noopener noreferrer">
              {translate('app.upload.open_new_tab')}
            </Button>
            <Button onClick={() => setOpen(false)}>{translate('app.upload.close')}</Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
};

/** Files as viewer links, or 'Nenhum arquivo' (read-only mode shows links only). */
export const FileViewList = ({ files }: { files: UploadedFile | UploadedFile[] | null | undefined }) => {
  const translate = useTranslate();
  const list = linkedFiles(files);
  if (!list.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.file.none')}
      </Typography>
    );
  }
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {list.map((file) => (
        <FileViewLink key={file.id} file={file} />
      ))}
    </Stack>
  );
};
