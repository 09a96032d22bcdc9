import type { ReactElement } from 'react';
import type { Editor } from '@tiptap/core';
import { Box } from '@mui/material';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatIndentIncrease from '@mui/icons-material/FormatIndentIncrease';
import FormatIndentDecrease from '@mui/icons-material/FormatIndentDecrease';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import FormatAlignJustify from '@mui/icons-material/FormatAlignJustify';
import FormatColorFill from '@mui/icons-material/FormatColorFill';
import { BACKGROUNDS, type Alignment, type Background } from './extensions';

/** One toolbar button: its label key under app.richText, icon, state and action. */
export interface ToolbarItem {
  key: string;
  icon: ReactElement;
  isActive?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const chain = (editor: Editor) => editor.chain().focus();

const background = (key: Background): ToolbarItem => ({
  key: `background_${key}`,
  icon: (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center' }}>
      <FormatColorFill fontSize="small" />
      <Box
        component="span"
        sx={{ width: 18, height: 5, bgcolor: BACKGROUNDS[key], border: 1, borderColor: 'grey.500' }}
      />
    </Box>
  ),
  isActive: (editor) => editor.isActive('highlight', { color: BACKGROUNDS[key] }),
  run: (editor) => chain(editor).toggleHighlight({ color: BACKGROUNDS[key] }).run(),
});

const align = (alignment: Alignment, icon: ReactElement): ToolbarItem => ({
  key: `align_${alignment}`,
  icon,
  isActive: (editor) => editor.isActive({ textAlign: alignment }),
  run: (editor) => chain(editor).setTextAlign(alignment).run(),
});

/** The spec's toolbar (docs/screens.md#screens Estudo Preliminar), in groups; the image button is its own component. */
export const TOOLBAR_GROUPS: ToolbarItem[][] = [
  [
    { key: 'bold', icon: <FormatBold />, isActive: (e) => e.isActive('bold'), run: (e) => chain(e).toggleBold().run() },
    {
      key: 'italic',
      icon: <FormatItalic />,
      isActive: (e) => e.isActive('italic'),
      run: (e) => chain(e).toggleItalic().run(),
    },
    {
      key: 'underline',
      icon: <FormatUnderlined />,
      isActive: (e) => e.isActive('underline'),
      run: (e) => chain(e).toggleUnderline().run(),
    },
  ],
  [
    {
      key: 'ordered_list',
      icon: <FormatListNumbered />,
      isActive: (e) => e.isActive('orderedList'),
      run: (e) => chain(e).toggleOrderedList().run(),
    },
    {
      key: 'bullet_list',
      icon: <FormatListBulleted />,
      isActive: (e) => e.isActive('bulletList'),
      run: (e) => chain(e).toggleBulletList().run(),
    },
    { key: 'indent', icon: <FormatIndentIncrease />, run: (e) => chain(e).indent().run() },
    { key: 'outdent', icon: <FormatIndentDecrease />, run: (e) => chain(e).outdent().run() },
  ],
  [background('white'), background('yellow')],
  [
    align('left', <FormatAlignLeft />),
    align('center', <FormatAlignCenter />),
    align('right', <FormatAlignRight />),
    align('justify', <FormatAlignJustify />),
  ],
];

export const TOOLBAR_ITEMS = TOOLBAR_GROUPS.flat();
