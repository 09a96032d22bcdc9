import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useStore, useTranslate } from 'react-admin';
import {
  ACTIVE_COLOUR_KEY,
  ACTIVE_COLOURS,
  DEFAULT_ACTIVE_COLOUR,
  DEFAULT_SIDEBAR_COLOUR,
  SIDEBAR_COLOUR_KEY,
  SIDEBAR_COLOURS,
} from './appearance';

/** One choice of the dialog: a labelled radio group bound to a stored preference. */
const ColourChoice = ({
  label,
  storeKey,
  fallback,
  options,
}: {
  label: string;
  storeKey: string;
  fallback: string;
  options: readonly { id: string; name: string }[];
}) => {
  const [value, setValue] = useStore<string>(storeKey, fallback);
  const id = `${storeKey.replace('.', '-')}-label`;
  return (
    <FormControl sx={{ mb: 2 }}>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={id} value={value} onChange={(event) => setValue(event.target.value)}>
        {options.map((option) => (
          <FormControlLabel key={option.id} value={option.id} control={<Radio />} label={option.name} />
        ))}
      </RadioGroup>
    </FormControl>
  );
};

/** The dialog "Aparência": the sidebar's colour and the active item's colour (docs/screens.md#screens). */
export const AppearanceDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="appearance-title" fullWidth maxWidth="sm">
      <DialogTitle id="appearance-title">{translate('app.appearance.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column' }}>
        <ColourChoice
          label={translate('app.appearance.sidebar')}
          storeKey={SIDEBAR_COLOUR_KEY}
          fallback={DEFAULT_SIDEBAR_COLOUR}
          options={SIDEBAR_COLOURS}
        />
        <ColourChoice
          label={translate('app.appearance.active')}
          storeKey={ACTIVE_COLOUR_KEY}
          fallback={DEFAULT_ACTIVE_COLOUR}
          options={ACTIVE_COLOURS}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.appearance.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
