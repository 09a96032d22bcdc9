import type { ReactNode } from 'react';
import {
  Edit,
  EditBase,
  Loading,
  ShowBase,
  useGetOne,
  useShowContext,
  useTranslate,
  type Identifier,
  type EditBaseProps,
  type EditProps,
  type RaRecord,
  type ShowBaseProps,
} from 'react-admin';
import { genderOf } from '../../domain/entities/resource-names.ts';
import { RecordNotFound } from './RecordNotFound';

/**
 * The `meta` every screen of one record asks for it with (`getOne`), and an edit screen saves it
 * with. The data provider ignores it: it only keeps the record apart from the lists' rows.
 *
 * react-admin files each row of a list under its id, as that record's `getOne` answer with the
 * list's `meta` ("optimistic rendering", its Caching guide), and a screen of the record drew that
 * first. Our lists answer light rows on purpose (a lot's row has 9 of its 166 keys:
 * domain/api/lot-list.ts; a block's no streets; a user's no projects), so a lot opened from its
 * block showed 'Cadastro social: pendente' and empty tabs until the lot came, and its edit form
 * could be saved from the row: every field the row lacks at its input's empty value ('Pessoa com
 * deficiência' unticked on a lot that had it) and no version to refuse a stale copy (409).
 * Another `meta` is react-admin's own way out ("getList and getOne Shared Cache", its guide to
 * writing a data provider). The edit screens save with the same `meta`, so the record screen they
 * return to has the saved record, not the one before.
 */
export const WHOLE_RECORD = { record: 'whole' } as const;

/** What a record screen asks with: WHOLE_RECORD, and Loading until the record comes. */
const asking = ({ queryOptions, loading = <Loading /> }: { queryOptions?: object; loading?: ReactNode }) => ({
  loading,
  queryOptions: { ...queryOptions, meta: WHOLE_RECORD },
});

/** What an edit screen saves with: WHOLE_RECORD too. */
const saving = ({ mutationOptions }: { mutationOptions?: object }) => ({
  mutationOptions: { ...mutationOptions, meta: WHOLE_RECORD },
});

/** A record screen's record that did not come: RecordNotFound, named by the screen's resource. */
const ShowNotFound = ({ gender }: { gender?: 'f' | 'm' }) => {
  const { error, resource } = useShowContext();
  const translate = useTranslate();
  return (
    <RecordNotFound
      error={error}
      what={translate(`resources.${resource}.name`, { smart_count: 1 })}
      gender={gender ?? genderOf(resource)}
    />
  );
};

/**
 * ShowBase asking for the whole record (WHOLE_RECORD): never a list's row in its place. Until it
 * comes, react-admin's Loading (shown after a second: a quick answer flashes nothing), where the
 * row used to stand in: a slow connection sees a screen loading, not a blank one. A record that
 * does not come (not there, not the caller's) is said on the page, "Projeto não encontrado" or
 * "Quadra não encontrada" (`gender`, of the resource's name: domain's genderOf unless given), as a lot's screens said it, where
 * react-admin's default was a toast and the list.
 */
export const WholeShowBase = <R extends RaRecord = RaRecord>({
  gender,
  ...props
}: ShowBaseProps<R> & { gender?: 'f' | 'm' }) => (
  <ShowBase<R>
    error={<ShowNotFound gender={gender} />}
    {...props}
    {...asking({ ...props, queryOptions: { onError: () => undefined, ...props.queryOptions } })}
  />
);

/** EditBase on the whole record (WHOLE_RECORD), saved with the same `meta`; Loading until it comes. */
export const WholeEditBase = <R extends RaRecord = RaRecord>(props: EditBaseProps<R>) => (
  <EditBase<R> {...props} {...asking(props)} {...saving(props)} />
);

/** Edit on the whole record (WHOLE_RECORD), saved with the same `meta`; Loading until it comes. */
export const WholeEdit = <R extends RaRecord = RaRecord>(props: EditProps<R>) => (
  <Edit<R> {...props} {...asking(props)} {...saving(props)} />
);

/**
 * The whole record as its screen asks for it (the same query), for what a screen draws around its
 * ShowBase or Edit: the parent it needs first (BlockEdit), or, with `ask: false`, only watching
 * for the screen's own answer (DomainEdit's panels under the form): a second observer that asked
 * too would fetch the record once more, as react-query refetches a stale query for each new one.
 */
export const useWholeRecord = <R extends RaRecord = RaRecord>(
  resource: string,
  id: Identifier | undefined,
  { ask = true }: { ask?: boolean } = {},
) => useGetOne<R>(resource, { id: id!, meta: WHOLE_RECORD }, { enabled: ask && id !== undefined });
