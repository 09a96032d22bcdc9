import { useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import CropFreeIcon from '@mui/icons-material/CropFree';
import { useTranslate } from 'react-admin';
import {
  drawEdited,
  loadImage,
  rectBetween,
  rotatedSize,
  toJpeg,
  type ImageSource,
  type Rect,
  type Rotation,
} from './imageTools';

const PREVIEW = { width: 520, height: 360 };
/** A drag shorter than this (image pixels) is a click, not a crop. */
const MIN_CROP = 8;

export interface ImageEditorDialogProps {
  /** The chosen image; the dialog is open while set. */
  file: File | null;
  onCancel: () => void;
  /** The edited JPEG, or null when the picture could not be decoded (send it as is). */
  onConfirm: (jpeg: Blob | null) => void;
}

/** Rotate by quarter turns and crop by dragging, then send as JPEG (docs/validation.md#validation). */
export const ImageEditorDialog = ({ file, onCancel, onConfirm }: ImageEditorDialogProps) => {
  const translate = useTranslate();
  return (
    <Dialog open={!!file} onClose={onCancel} maxWidth="md">
      <DialogTitle>{translate('app.upload.editor.title')}</DialogTitle>
      {file ? (
        <ImageEditor
          key={`${file.name}:${file.size}:${file.lastModified}`}
          file={file}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      ) : null}
    </Dialog>
  );
};

/** The editor of one file (fresh state for each file). */
const ImageEditor = ({ file, onCancel, onConfirm }: ImageEditorDialogProps & { file: File }) => {
  const translate = useTranslate();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [source, setSource] = useState<ImageSource | null>(null);
  const [failed, setFailed] = useState(false);
  const [rotation, setRotation] = useState<Rotation>(0);
  const [crop, setCrop] = useState<Rect | null>(null);
  const [dragFrom, setDragFrom] = useState<{ x: number; y: number } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadImage(file).then(
      (image) => (cancelled ? undefined : setSource(image)),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [file]);

  const full = source ? rotatedSize(source, rotation) : PREVIEW;
  const scale = Math.min(1, PREVIEW.width / full.width, PREVIEW.height / full.height);

  useEffect(() => {
    if (source && canvas.current) drawEdited(canvas.current, source, { rotation, crop: null }, scale);
  }, [source, rotation, scale]);

  const pointAt = (event: PointerEvent) => {
    const box = canvas.current!.getBoundingClientRect();
    return { x: (event.clientX - box.left) / scale, y: (event.clientY - box.top) / scale };
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!source) return;
    (event.target as Element).setPointerCapture?.(event.pointerId);
    setDragFrom(pointAt(event));
    setCrop(null);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (dragFrom) setCrop(rectBetween(dragFrom, pointAt(event), full));
  };
  const onPointerUp = () => {
    setDragFrom(null);
    if (crop && (crop.width < MIN_CROP || crop.height < MIN_CROP)) setCrop(null);
  };

  const send = async () => {
    if (!source) return onConfirm(null);
    setBusy(true);
    try {
      onConfirm(await toJpeg(source, { rotation, crop }));
    } catch {
      onConfirm(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          {failed ? <Alert severity="warning">{translate('app.upload.editor.load_error')}</Alert> : null}
          {!source && !failed ? <CircularProgress aria-label={translate('app.upload.editor.title')} /> : null}
          <Box
            sx={{
              position: 'relative',
              lineHeight: 0,
              cursor: 'crosshair',
              touchAction: 'none',
              display: source ? 'inline-block' : 'none',
            }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
          >
            <canvas ref={canvas} data-testid="image-editor-canvas" />
            {crop ? (
              <Box
                data-testid="image-editor-crop"
                sx={{
                  position: 'absolute',
                  left: crop.x * scale,
                  top: crop.y * scale,
                  width: crop.width * scale,
                  height: crop.height * scale,
                  border: '2px dashed',
                  borderColor: 'primary.main',
                  boxShadow: '0 0 0 9999px rgba(0,0,0,0.45)',
                  pointerEvents: 'none',
                }}
              />
            ) : null}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {translate('app.upload.editor.hint')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
        <Stack direction="row" spacing={1}>
          <Button
            startIcon={<RotateRightIcon />}
            disabled={!source || busy}
            onClick={() => (setCrop(null), setRotation(((rotation + 90) % 360) as Rotation))}
          >
            {translate('app.upload.editor.rotate')}
          </Button>
          <Button startIcon={<CropFreeIcon />} disabled={!crop || busy} onClick={() => setCrop(null)}>
            {translate('app.upload.editor.clear_crop')}
          </Button>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button onClick={onCancel} disabled={busy}>
            {translate('app.upload.cancel')}
          </Button>
          <Button variant="contained" onClick={send} disabled={busy || (!source && !failed)}>
            {translate('app.upload.editor.send')}
          </Button>
        </Stack>
      </DialogActions>
    </>
  );
};
