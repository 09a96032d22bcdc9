import PaletteIcon from '@mui/icons-material/Palette';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, lazy, Suspense, useState } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';

// The dialog loads when first opened: its radios are not part of the first screen.
const AppearanceDialog = lazy(() => import('./AppearanceDialog').then((m) => ({ default: m.AppearanceDialog })));

/** "Aparência" in the user menu of the top bar. */
export const AppearanceMenuItem = forwardRef<HTMLLIElement>(function AppearanceMenuItem(props, ref) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing keeps the dialog's fade-out.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <MenuItem
        ref={ref}
        {...props}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <ListItemIcon>
          <PaletteIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.appearance.title')}</ListItemText>
      </MenuItem>
      {opened && (
        <Suspense fallback={null}>
          <AppearanceDialog
            open={open}
            onClose={() => {
              setOpen(false);
              userMenu?.onClose();
            }}
          />
        </Suspense>
      )}
    </>
  );
});
