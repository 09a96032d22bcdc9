import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBrasilia } from '../../domain/procedure/calendar.ts';
import { dueDate } from '../../domain/procedure/clocks.ts';
import { calendarFeeds, notifiedParties, procedureEvents, projects } from '../db/schema/index.ts';
import { lotWorld } from '../lots/test-kit.ts';
import { maskUrl } from '../security/log-safety.ts';
import { TEST_ORIGIN } from '../test/app.ts';
import { foldLine } from './ics.ts';

/**
 * The month calendar's data and the personal iCalendar feed (issue 16 part 4): the feed parses
 * with ical.js, holds the owner's clocks and only theirs, keeps its UIDs, and a rotated or
 * revoked token answers 404.
 */
let w: Awaited<ReturnType<typeof lotWorld>>;
const today = todayInBrasilia();
const notified = addDays(today, -3);
let projectAName: string;

beforeAll(async () => {
  w = await lotWorld();
  await w.db.insert(procedureEvents).values({
    project_id: w.f.projectA,
    stage: 'requerimento',
    date: addDays(today, -10),
    move: 'first',
    requester: 'Associação de Moradores',
    legitimado: 'beneficiarios',
  });
  await w.db.insert(notifiedParties).values([
    {
      project_id: w.f.projectA,
      role: 'confrontante',
      name: 'Dora; Vizinha, Lima',
      notice_method: 'ar',
      notified_on: notified,
    },
    {
      project_id: w.f.projectB,
      role: 'titular',
      name: 'Segredo do Projeto B',
      notice_method: 'ar',
      notified_on: notified,
    },
  ]);
  [{ name: projectAName }] = await w.db
    .select({ name: projects.name })
    .from(projects)
    .where(eq(projects.id, w.f.projectA));
}, 60_000);
afterAll(() => w?.ctx.close());

const fetchFeed = (url: string) => w.ctx.app.inject({ method: 'GET', url: url.slice(TEST_ORIGIN.length) });

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      description: e.description,
      start: e.startDate.toString(),
      allDay: e.startDate.isDate,
      url: String(v.getFirstPropertyValue('url')),
    };
  });
}

describe('the personal iCalendar feed', () => {
  it('is created with a secret URL that works without signing in and parses as iCalendar', async () => {
    const created = await w.call('member', 'POST', '/account/calendar-feed');
    expect(created.status).toBe(201);
    const url: string = created.body.url;
    const token = url.match(/\/api\/calendar\/([A-Za-z0-9_-]+)\.ics$/)![1];
    expect(Buffer.from(token, 'base64url')).toHaveLength(32); // 256 bits
    const [row] = await w.db.select().from(calendarFeeds);
    expect(row.token_hash).not.toContain(token);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const response = await fetchFeed(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const list = events(response.body);
    const impugnacao = list.find((e) => e.summary.startsWith('Prazo para impugnação'))!;
    expect(impugnacao).toMatchObject({
      summary: `Prazo para impugnação - ${projectAName}`,
      allDay: true,
      start: dueDate('impugnacao', notified),
      url: `${TEST_ORIGIN}/projects/${w.f.projectA}/deadlines`,
    });
    expect(impugnacao.description).toContain('Confrontante: Dora; Vizinha, Lima');
    expect(impugnacao.description).toContain('Decreto 9.310/2018, art. 24');
    expect(list.some((e) => e.summary.startsWith('Classificar a modalidade da Reurb'))).toBe(true);
    expect(response.body).not.toContain('Segredo do Projeto B');
    // Stable UIDs: a second fetch describes the same events, so a calendar updates them.
    const again = events((await fetchFeed(url)).body);
    expect(again.map((e) => e.uid).sort()).toEqual(list.map((e) => e.uid).sort());
    expect(new Set(list.map((e) => e.uid)).size).toBe(list.length);
    // The token never reaches the log.
    expect(maskUrl(url.slice(TEST_ORIGIN.length))).toBe('/api/calendar/***.ics');
  });

  it("shows only the owner's projects: the outsider's feed has project B and nothing of A", async () => {
    const { body } = await w.call('outsider', 'POST', '/account/calendar-feed');
    const text = (await fetchFeed(body.url)).body;
    expect(text).toContain('Segredo do Projeto B');
    expect(text).not.toContain('Dora');
  });

  it('rotating stops the old URL, revoking stops the new one (404)', async () => {
    const first = (await w.call('projectAdmin', 'POST', '/account/calendar-feed')).body.url;
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const second = (await w.call('projectAdmin', 'POST', '/account/calendar-feed')).body.url;
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
    const status = await w.call('projectAdmin', 'GET', '/account/calendar-feed');
    expect(status.body).toMatchObject({ active: true });
    expect(status.body.last_used_at).not.toBeNull();
    expect(status.body.url).toBeUndefined();
    const revoked = await w.call('projectAdmin', 'DELETE', '/account/calendar-feed');
    expect(revoked.body).toMatchObject({ active: false });
    const gone = await fetchFeed(second);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Calendário não encontrado');
    expect((await fetchFeed(`${TEST_ORIGIN}/api/calendar/nao-e-token.ics`)).statusCode).toBe(400);
  });

  it('folds long lines at 75 octets without splitting an accented letter', () => {
    const line = `SUMMARY:${'ção '.repeat(40)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('the month calendar', () => {
  it("lists the caller's clocks due within the range asked, with the project", async () => {
    const due = dueDate('impugnacao', notified);
    const month = { from: addDays(due, -10), to: addDays(due, 10) };
    const { status, body } = await w.call('member', 'GET', `/deadlines?from=${month.from}&to=${month.to}`);
    expect(status).toBe(200);
    const row = body.data.find((d: { kind: string }) => d.kind === 'impugnacao');
    expect(row).toMatchObject({ due_on: due, project_id: w.f.projectA, project_name: projectAName });
    expect(body.data.every((d: { due_on: string }) => d.due_on >= month.from && d.due_on <= month.to)).toBe(true);
    const outsider = await w.call('outsider', 'GET', `/deadlines?from=${month.from}&to=${month.to}`);
    expect(outsider.body.data.every((d: { project_id: number }) => d.project_id === w.f.projectB)).toBe(true);
    const bad = await w.call('member', 'GET', '/deadlines?from=2026-12-01&to=2026-11-01');
    expect(bad.status).toBe(400);
  });
});
