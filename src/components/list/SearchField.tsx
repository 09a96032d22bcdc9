import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';

/** The search box above a table (client-side fuzzy search). */
export const SearchField = ({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      size="small"
      label={label ?? translate('app.list.search')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      type="search"
      // react-admin's theme makes form controls full width; a search box keeps its own.
      fullWidth={false}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ width: { xs: '100%', sm: 320 } }}
    />
  );
};
