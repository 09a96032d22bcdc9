import { z } from 'zod';
import { GROUP_NAME_MAX, GROUP_NAME_MIN } from '../validation/limits.ts';
import { MESSAGES, maxChars, minChars } from '../validation/messages.ts';

/** A project group's name: 2 to 80 characters, unique whatever the case (issue #18 part 7). */
export const groupName = z
  .string({ error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.text) })
  .trim()
  .min(GROUP_NAME_MIN, { error: minChars(GROUP_NAME_MIN) })
  .max(GROUP_NAME_MAX, { error: maxChars(GROUP_NAME_MAX) });

/** A line of `GET /admin/project-groups`: the group, its name and how many projects it holds. */
export const projectGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  projects: z.number().int(),
});

/** `GET /admin/status`: Administração › Estado do sistema (server/admin/status.ts). */
export const systemStatusSchema = z.object({
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    label: z.string(),
    version: z.string().nullable(),
  }),
  queue: z.object({
    installed: z.boolean(),
    queued: z.number().int(),
    active: z.number().int(),
    failed: z.number().int(),
    oldest_queued_seconds: z.number().int().nullable(),
  }),
  last_backup: z
    .object({
      created_at: z.date(),
      engine: z.string(),
      folder: z.string(),
      tables: z.number().int(),
      rows: z.number().int(),
      files: z.number().int(),
    })
    .nullable(),
  app: z.object({
    version: z.string(),
    commit: z.string().nullable(),
    started_at: z.date(),
    uptime_seconds: z.number().int(),
  }),
});
