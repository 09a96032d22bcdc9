import { CLOCK_RULES, CLOCK_STATE_LABELS } from '../../domain/procedure/clocks.ts';
import { addDays } from '../../domain/procedure/calendar.ts';
import type { ProjectDeadline } from '../procedure/deadlines.ts';

/**
 * The iCalendar (RFC 5545) text of a user's feed (issue 16 part 4): one all-day VEVENT per
 * clock's due date. The UID is the clock's own id with its project, so a calendar that fetches
 * the feed again updates the event (a moved due date, a met clock) instead of adding another.
 */

/** TEXT values: backslash, semicolon, comma and new lines escaped (RFC 5545 §3.3.11). */
export const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Content lines folded at 75 octets, never inside a UTF-8 character (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    const limit = out.length ? 74 : 75; // continuation lines start with a space
    if (size + bytes > limit) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join('\r\n ');
}

const basicDate = (iso: string) => iso.replaceAll('-', '');
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface FeedDeadline extends ProjectDeadline {
  project_name: string;
}

export interface FeedOptions {
  /** Where the app is (links to each project's Prazos page), without a trailing slash. */
  appUrl: string;
  now: Date;
}

export function feedText(deadlines: readonly FeedDeadline[], options: FeedOptions): string {
  const host = new URL(options.appUrl).hostname || 'reurb-gestao';
  const dtstamp = stamp(options.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//REURB Gestão//Prazos da Reurb//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText('Prazos da Reurb - REURB Gestão')}`,
    'X-WR-TIMEZONE:America/Sao_Paulo',
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
  ];
  for (const d of deadlines) {
    const rule = CLOCK_RULES[d.kind];
    const url = `${options.appUrl}/projects/${d.project_id}/deadlines`;
    const state = CLOCK_STATE_LABELS[d.state];
    const description = [
      d.subject,
      `Situação: ${state}${d.met_on ? ` em ${d.met_on.split('-').reverse().join('/')}` : ''}`,
      `Base legal: ${d.article}`,
      `Conta de: ${rule.startsOn}`,
      url,
    ].join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(`prazo-${d.project_id}-${d.id}`)}@${host}`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART;VALUE=DATE:${basicDate(d.due_on)}`,
      `DTEND;VALUE=DATE:${basicDate(addDays(d.due_on, 1))}`,
      `SUMMARY:${escapeText(`${d.state === 'met' ? '[Cumprido] ' : ''}${rule.label} - ${d.project_name}`)}`,
      `DESCRIPTION:${escapeText(description)}`,
      `URL:${url}`,
      'TRANSP:TRANSPARENT',
      `CATEGORIES:${escapeText(state)}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
