import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { digestSends, users } from '../db/schema/index.ts';
import { freshDatabase } from '../test/database.ts';
import { oneRunAtATime, recordedAs, sendRecorded, type RecordedSend } from './send-once.ts';

/**
 * A message sent once per recorded key, on both engines (the digest's and the certificate's
 * e-mails go through it): nothing sent twice, a failed send left unrecorded, and the database free
 * for every other query while the relay answers.
 */
describe('a message sent once per recorded key', () => {
  let database: Database;
  let userId: number;
  beforeAll(async () => {
    database = await freshDatabase();
    [{ id: userId }] = await database.db
      .insert(users)
      .values({ sub: 'local|envio', email: 'envio@reurb.local', name: 'Envio', role: 'admin' })
      .returning({ id: users.id });
  });
  afterAll(() => database?.close());

  const digestOf = (day: string, send: () => Promise<unknown>): RecordedSend => ({
    ...recordedAs(
      digestSends,
      { user_id: userId, day, items: 1 },
      and(eq(digestSends.user_id, userId), eq(digestSends.day, day)),
    ),
    send,
  });
  const recorded = async (day: string) =>
    (await database.db.select().from(digestSends).where(eq(digestSends.day, day))).length;

  it('keeps the database free while the relay answers: other queries do not wait for the send', async () => {
    let answer!: () => void;
    const relay = new Promise<void>((resolve) => (answer = resolve));
    let sending!: () => void;
    const started = new Promise<void>((resolve) => (sending = resolve));
    const sent = sendRecorded(
      database,
      digestOf('2026-12-01', () => {
        sending();
        return relay;
      }),
    );
    await started;
    // A transaction held across the send would make this wait for the relay, on the embedded
    // database: its one connection is the whole database.
    const other = database.db.execute(sql`select count(*) from users`).then(() => 'answered');
    const timeout = new Promise((resolve) => setTimeout(() => resolve('waiting'), 2_000));
    expect(await Promise.race([other, timeout])).toBe('answered');
    answer();
    expect(await sent).toBe(true);
    expect(await recorded('2026-12-01')).toBe(1);
  });

  it('sends a recorded key never again, and leaves a failed send unrecorded for the next run', async () => {
    let sends = 0;
    const counting = () => (sends++, Promise.resolve());
    expect(await sendRecorded(database, digestOf('2026-12-01', counting))).toBe(false);
    expect(sends).toBe(0);
    await expect(
      sendRecorded(
        database,
        digestOf('2026-12-02', () => Promise.reject(new Error('SMTP fora do ar'))),
      ),
    ).rejects.toThrow('SMTP fora do ar');
    expect(await recorded('2026-12-02')).toBe(0);
    expect(await sendRecorded(database, digestOf('2026-12-02', counting))).toBe(true);
    expect(sends).toBe(1);
  });

  it('two runs at once send each key once', async () => {
    let sends = 0;
    const slow = () => (sends++, new Promise((resolve) => setTimeout(resolve, 50)));
    const run = () => oneRunAtATime(database, () => sendRecorded(database, digestOf('2026-12-03', slow)));
    const results = await Promise.all([run(), run(), run()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(sends).toBe(1);
    expect(await recorded('2026-12-03')).toBe(1);
  });
});
