import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Divider, Stack, ToggleButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ImageButton } from './ImageButton';
import type { ImageUpload } from './useImageUpload';
import { TOOLBAR_GROUPS, TOOLBAR_ITEMS } from './toolbarItems';

/** The editor's MUI toolbar: one toggle per item, pressed while the selection carries it. */
export const Toolbar = ({ editor, images, disabled }: { editor: Editor; images: ImageUpload; disabled?: boolean }) => {
  const translate = useTranslate();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(TOOLBAR_ITEMS.map((item) => [item.key, Boolean(item.isActive?.(current))])),
  });
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={translate('app.richText.toolbar')}
      sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center', p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {TOOLBAR_GROUPS.map((group, index) => (
        <Stack direction="row" key={group[0].key} sx={{ gap: 0.25, alignItems: 'center' }}>
          {index > 0 && <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />}
          {group.map((item) => {
            const label = translate(`app.richText.${item.key}`);
            return (
              <Tooltip key={item.key} title={label}>
                <span>
                  <ToggleButton
                    value={item.key}
                    size="small"
                    aria-label={label}
                    selected={active?.[item.key] ?? false}
                    disabled={disabled}
                    onMouseDown={(event) => event.preventDefault()}
                    onChange={() => item.run(editor)}
                    sx={{ border: 0, p: 0.5 }}
                  >
                    {item.icon}
                  </ToggleButton>
                </span>
              </Tooltip>
            );
          })}
          {index === 1 && <ImageButton images={images} disabled={disabled} />}
        </Stack>
      ))}
    </Stack>
  );
};
