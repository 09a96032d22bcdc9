import type { Answer } from '../../../domain/api/wire.ts';
import type { lotAssignment, lotRecord } from '../../../domain/api/lot-record.ts';

/** Who completed or was assigned a part of the lot, as GET /lots/{id} names them. */
export type LotAssignment = NonNullable<Answer<typeof lotAssignment>>;

/**
 * A lot as `GET /api/lots/{id}` answers it (domain/api/lot-record.ts): every field in stored
 * form, each file id beside its file object (`rg_file_id` and `rg_file`), the lists of other
 * documents as ids and objects, who did the social registration and the improvements, the block
 * and the project's class. The Documentos, Filhos and Moradores tabs receive it.
 */
export type LotRecord = Answer<typeof lotRecord>;

/** The props every lot tab content takes (Documentos, Filhos, Moradores). */
export interface LotTabProps {
  lot: LotRecord;
  readOnly: boolean;
}
