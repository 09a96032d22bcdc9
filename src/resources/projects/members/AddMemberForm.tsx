import { useEffect, useState } from 'react';
import { Autocomplete, Button, Stack, TextField } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { MemberCandidate } from '../../../providers/data/admin';

/** How long typing pauses before the user list is searched. */
const SEARCH_DELAY_MS = 300;
/** The API's shortest search (server/members/schemas.ts MIN_CANDIDATE_SEARCH). */
const MIN_SEARCH = 3;

/**
 * Adds an existing user to the project (any project admin, issue #18 part 7), found by name or
 * e-mail through `/projects/{id}/member-candidates?q=` (at least three letters; name and e-mail
 * only); members already in the project are not offered.
 */
export const AddMemberForm = ({
  projectId,
  memberSubs,
  onAdd,
}: {
  projectId: number;
  memberSubs: readonly string[];
  onAdd: (sub: string) => Promise<boolean>;
}) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<MemberCandidate | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching } = useQuery({
    queryKey: ['memberCandidates', projectId, q],
    queryFn: () => dataProvider.getMemberCandidates(projectId, q),
    enabled: q.length >= MIN_SEARCH,
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
        noOptionsText={
          q.length < MIN_SEARCH
            ? translate('app.projects.members.type_more', { n: MIN_SEARCH })
            : translate('app.projects.members.no_user')
        }
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
