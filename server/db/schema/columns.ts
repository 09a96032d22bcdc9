import { integer, timestamp } from 'drizzle-orm/pg-core';

/** created/updated stamps carried by every editable row. */
export const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** Who created and last changed an editable row (users.id; kept when the user goes). */
export const authorship = {
  createdBy: integer('created_by'),
  updatedBy: integer('updated_by'),
};
