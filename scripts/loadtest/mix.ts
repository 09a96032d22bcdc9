import type { Targets } from './database.ts';

/**
 * What 50 people at their desks do, as the SPA asks it: the project list, a project's
 * blocks, a block's lots, opening a lot, saving a small change to it, a report preview.
 * `share` is the part of the connections each kind gets (opening and saving lots dominate).
 */
export interface Kind {
  name: string;
  label: string;
  write: boolean;
  share: number;
  request(random: () => number): { method: 'GET' | 'PATCH'; path: string; body?: string };
}

const pick = <T>(list: T[], random: () => number): T => list[Math.floor(random() * list.length)];

export function mix(t: Targets): Kind[] {
  return [
    {
      name: 'projects',
      label: 'lista de projetos',
      write: false,
      share: 0.1,
      request: () => ({ method: 'GET', path: '/api/projects/list?page=1&count=25&sort=name&order=asc' }),
    },
    {
      name: 'blocks',
      label: 'quadras de um projeto',
      write: false,
      share: 0.14,
      request: (r) => ({
        method: 'GET',
        path: `/api/blocks/list?project_id=${pick(t.projects, r)}&page=1&count=25&sort=name&order=asc`,
      }),
    },
    {
      name: 'lots',
      label: 'lotes de uma quadra',
      write: false,
      share: 0.16,
      request: (r) => ({ method: 'GET', path: `/api/lots/list?block_id=${pick(t.blocks, r)}&page=1&count=1000` }),
    },
    {
      name: 'lot',
      label: 'abrir um lote',
      write: false,
      share: 0.3,
      request: (r) => ({ method: 'GET', path: `/api/lots/${pick(t.lots, r)}` }),
    },
    {
      name: 'save',
      label: 'salvar um lote (PATCH)',
      write: true,
      share: 0.2,
      request: (r) => ({
        method: 'PATCH',
        path: `/api/lots/${pick(t.lots, r)}`,
        body: JSON.stringify({ street_complement: `Casa ${1 + Math.floor(r() * 99)}` }),
      }),
    },
    {
      name: 'preview',
      label: 'prévia de relatório',
      write: false,
      share: 0.1,
      request: (r) => ({ method: 'GET', path: `/api/projects/${pick(t.projects, r)}/preview?complete=false` }),
    },
  ];
}

/** Connections per kind: every kind at least one, the total exactly `total`. */
export function split(kinds: Kind[], total: number): number[] {
  const counts = kinds.map((k) => Math.max(1, Math.floor(k.share * total)));
  let left = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % counts.length, left--) counts[i] += 1;
  return counts;
}
