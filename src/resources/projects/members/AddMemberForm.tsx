import { useEffect, useState } from 'react';
import { Autocomplete, Button, Stack, TextField } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useGetList, useTranslate } from 'react-admin';

interface UserOption {
  id: number;
  sub: string;
  name: string | null;
  email: string;
}

/** How long typing pauses before the user list is searched. */
const SEARCH_DELAY_MS = 300;
const SEARCH_PAGE = 20;

/**
 * Adds an existing user to the project (global admins: the user list is theirs), found by
 * name or e-mail through `/users/list?q=`; members already in the project are not offered.
 */
export const AddMemberForm = ({
  memberSubs,
  onAdd,
}: {
  memberSubs: readonly string[];
  onAdd: (sub: string) => Promise<boolean>;
}) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<UserOption | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching } = useGetList<UserOption>('users', {
    pagination: { page: 1, perPage: SEARCH_PAGE },
    filter: { q },
  });
  const options = (data ?? []).filter((u) => !memberSubs.includes(u.sub));

  const add = async () => {
    if (!chosen) return;
    setBusy(true);
    if (await onAdd(chosen.sub)) {
      setChosen(null);
      setText('');
    }
    setBusy(false);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <Autocomplete
        sx={{ flexGrow: 1, minWidth: 280 }}
        options={options}
        value={chosen}
        inputValue={text}
        loading={isFetching}
        filterOptions={(all) => all}
        getOptionLabel={(u) => (u.name ? `${u.name} <${u.email}>` : u.email)}
        isOptionEqualToValue={(a, b) => a.sub === b.sub}
        onChange={(_, user) => setChosen(user)}
        onInputChange={(_, value) => setText(value)}
        renderInput={(params) => (
          <TextField {...params} size="small" label={translate('app.projects.members.add_user')} />
        )}
      />
      <Button
        variant="contained"
        startIcon={<PersonAddIcon />}
        onClick={add}
        disabled={!chosen || busy}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {translate('app.projects.members.add')}
      </Button>
    </Stack>
  );
};
