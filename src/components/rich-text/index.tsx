import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import type { RichTextEditorProps } from './RichTextEditor';

export type { RichTextEditorProps };

// tiptap and ProseMirror load with the first editor shown, not with the page.
const Editor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

/** The rich-text editor, loaded on first use (a grey block stands in meanwhile). */
export const RichTextInput = (props: RichTextEditorProps) => (
  <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
    <Editor {...props} />
  </Suspense>
);
