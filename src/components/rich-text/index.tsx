import { lazy } from 'react';
import type { RichTextEditorProps } from './RichTextEditor';

export type { RichTextEditorProps };

// tiptap and ProseMirror load with the first page that edits rich text, not with the app. The
// module system keeps the promise: every call after the first waits for the same download.
const load = () => import('./RichTextEditor');

/** Starts tiptap's download now (a page of editors calls it as it loads, beside its own data). */
export const preloadRichTextEditor = () => void load();

/**
 * The rich-text editor, loaded on first use. It suspends until tiptap arrives, so the caller's
 * Suspense decides what shows meanwhile: a page of editors shows them all at once, instead of
 * grey blocks that grow as each editor arrives and push down what a click was aimed at.
 */
export const RichTextInput = lazy(() => load().then((m) => ({ default: m.RichTextEditor })));
