import type { EntityValues, FileField, FilesField, LotEntity, UploadedFile } from '../../components/domain/model';

type LotFields = LotEntity['fields'][number];
type FileName<F> = F extends FileField<infer N> ? N : never;
type FilesName<F> = F extends FilesField<infer N> ? N : never;

/**
 * Who completed a part of the lot (its first completion event, `done`), or else who a project
 * admin assigned it to, as GET /lots/{id} names them.
 */
export interface LotAssignment {
  user_id: number | null;
  name: string | null;
  at: string;
  done: boolean;
}

/**
 * A lot as `GET /api/lots/{id}` answers it (server/lots/schemas.ts lotRecord): every field in
 * stored form, each file id beside its file object (`rg_file_id` and `rg_file`), the lists of
 * other documents as ids and objects, who did the social registration and the improvements,
 * the block and the project's class. The Documentos, Filhos and Moradores tabs receive it.
 */
export type LotRecord = EntityValues<LotEntity> & {
  [K in FileName<LotFields>]?: UploadedFile | null;
} & {
  [K in FilesName<LotFields>]?: UploadedFile[];
} & {
  id: number;
  name: string;
  block_id: number;
  project_id: number;
  status: string;
  project_phase: number;
  updated_at: string;
  /** When an LGPD removal anonymised personal data of this lot (null: never). */
  anonymised_at?: string | null;
  created_at?: string;
  assigned_users: { social: LotAssignment | null; benfeitorias: LotAssignment | null };
  block: { id: number; name: string };
  project_class: string;
};

/** The props every lot tab content takes (Documentos, Filhos, Moradores). */
export interface LotTabProps {
  lot: LotRecord;
  readOnly: boolean;
}
