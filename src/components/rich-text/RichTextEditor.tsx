import { useEffect, useMemo, useRef } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { Box, Paper } from '@mui/material';
import { MAX_INDENT } from './indent';
import { normaliseHtml, richTextExtensions } from './extensions';
import { Toolbar } from './Toolbar';
import { imageHandlers } from './image-files';
import { useImageUpload } from './useImageUpload';

export interface RichTextEditorProps {
  /** HTML of the editor's subset ('' when empty). */
  value: string;
  onChange: (html: string) => void;
  /** Names the writing area for screen readers and tests. */
  label: string;
  disabled?: boolean;
}

const EXTENSIONS = richTextExtensions();

/** Each indent level is 2em, in the editor as in the PDF. */
const indentStyles = Object.fromEntries(
  Array.from({ length: MAX_INDENT }, (_, i) => [`& [data-indent="${i + 1}"]`, { marginLeft: `${2 * (i + 1)}em` }]),
);

/**
 * The rich-text editor of the Estudo Preliminar and the Relatório Técnico: tiptap with the
 * spec's toolbar. It reports HTML on every change and follows `value` when it changes from
 * outside (a reload, the regenerated text).
 */
export const RichTextEditor = ({ value, onChange, label, disabled }: RichTextEditorProps) => {
  // tiptap keeps the first callbacks: read the latest onChange through a ref.
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  const editorProps = useMemo(
    () => ({ attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } }),
    [label],
  );
  const editor = useEditor({
    // The same options object parts on every render, or tiptap applies them again each time.
    extensions: EXTENSIONS,
    content: value,
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: current }) => changed.current(normaliseHtml(current.getHTML())),
  });
  // A closed section or a left page destroys its editor a tick later: never touch a dead one.
  useEffect(() => {
    if (editor && !editor.isDestroyed && normaliseHtml(editor.getHTML()) !== value)
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable === Boolean(disabled)) editor.setEditable(!disabled, false);
  }, [editor, disabled]);
  // The toolbar's Imagem, and pictures pasted or dropped into this editor (image-files.ts).
  const images = useImageUpload(editor);
  const { insert, foreign } = images;
  useEffect(() => {
    if (!editor) return;
    imageHandlers.set(editor, {
      insert: (files, pos) => (editor.isEditable ? insert(files, pos) : undefined),
      foreign,
    });
    return () => void imageHandlers.delete(editor);
  }, [editor, insert, foreign]);
  if (!editor || editor.isDestroyed) return null;
  return (
    <Paper variant="outlined">
      <Toolbar editor={editor} images={images} disabled={disabled} />
      <Box
        sx={{
          px: 2,
          '& .tiptap': { minHeight: 160, outline: 'none', py: 1 },
          '& .tiptap:focus-visible': { boxShadow: (theme) => `inset 0 -2px 0 ${theme.palette.primary.main}` },
          '& .tiptap p': { my: 0.75 },
          '& .tiptap img': { maxWidth: '100%', height: 'auto' },
          '& .tiptap img.ProseMirror-selectednode': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
          '& .tiptap mark': { color: 'inherit', px: 0 },
          ...indentStyles,
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Paper>
  );
};
