import { z } from 'zod';
import { valuesOf } from '../enums/choice.ts';
import { LOT_STATUSES, type LotStatus } from '../enums/lot-status.ts';
import { normaliseEmail } from './documents.ts';
import { MESSAGES, maxChars } from './messages.ts';

/** Request bodies of the custom calls (docs/api.md#api) that are not entity creates or updates. */

/** PATCH /lots/{id}/update-status */
export const lotStatusUpdateSchema = z.strictObject({
  status: z.enum(valuesOf(LOT_STATUSES) as [LotStatus, ...LotStatus[]], { error: MESSAGES.choice }),
});

/** PATCH /lots/update-phases: the ids typed one per line on the reports screen. */
export const lotPhaseUpdateSchema = z.strictObject({
  lot_ids: z
    .array(
      z.coerce
        .number({ error: MESSAGES.integer })
        .int({ error: MESSAGES.integer })
        .positive({ error: MESSAGES.integer }),
      {
        error: MESSAGES.lotIdsRequired,
      },
    )
    .min(1, { error: MESSAGES.lotIdsRequired }),
});

/** E-mails are at most 50 characters (docs/validation.md#validation). */
const EMAIL_MAX = 50;

/** POST /api/data-removal: a valid e-mail address. */
export const dataRemovalRequestSchema = z.strictObject({
  email: z
    .string({ error: MESSAGES.email })
    .max(EMAIL_MAX, { error: maxChars(EMAIL_MAX) })
    .transform((raw, ctx) => {
      const checked = normaliseEmail(raw);
      if (checked.ok) return checked.value;
      ctx.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    }),
});

/** POST /api/data-removal-confirm: the token from the e-mail link. */
export const dataRemovalConfirmSchema = z.strictObject({
  token: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }),
});
