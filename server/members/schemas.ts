import { z } from 'zod';
import { ROLES } from '../../domain/roles.ts';
import { MESSAGES, maxChars } from '../../domain/validation/messages.ts';
import { listQuery } from '../../domain/api/list.ts';
import { strictBody } from '../projects/body.ts';

export const MEMBER_SORTS = ['name', 'email', 'project_role', 'last_activity_on_project_at'] as const;
/** `GET /projects/{id}/members`: page, count=250 (docs/limits.md#limits), q over name and e-mail. */
export const memberListQuery = listQuery(250, MEMBER_SORTS);

const SUB_MAX = 255;
const userSub = z
  .string({ error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.text) })
  .trim()
  .min(1, { error: MESSAGES.required })
  .max(SUB_MAX, { error: maxChars(SUB_MAX) });

/** `addMember` and `removeMember`: the identity provider's subject of the user. */
export const memberSubBody = strictBody({ user_sub: userSub });

/** `changeMemberRole`: the member and the new project role. */
export const memberRoleBody = strictBody({
  user_sub: userSub,
  role: z.enum(ROLES, { error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.choice) }),
});

export const MEMBER_MESSAGES = {
  userNotFound: 'Usuário não encontrado',
  memberNotFound: 'Membro não encontrado neste projeto',
  alreadyMember: 'Este usuário já é membro deste projeto.',
  lastAdmin: 'O projeto precisa de pelo menos um administrador.',
  globalAdmin: 'Somente um administrador global pode remover ou rebaixar um administrador global neste projeto.',
} as const;

/** The shortest search of `member-candidates`: a name or e-mail fragment, not a letter. */
export const MIN_CANDIDATE_SEARCH = 3;
export const CANDIDATE_SEARCH_SHORT = `Digite pelo menos ${MIN_CANDIDATE_SEARCH} letras do nome ou do e-mail.`;

/** `GET /projects/{id}/member-candidates`: the search. */
export const candidateQuery = z.object({
  q: z
    .string({ error: CANDIDATE_SEARCH_SHORT })
    .trim()
    .min(MIN_CANDIDATE_SEARCH, { error: CANDIDATE_SEARCH_SHORT })
    .max(100, { error: maxChars(100) }),
});
