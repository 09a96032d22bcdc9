import os from 'node:os';
import { recordGoal } from './goals.ts';
import { loadOptions, loadTest, perSecond, READ_P95, SAVE_P95, worstP95 } from '../scripts/loadtest/run.ts';

/**
 * Issue 19, goal 6: 200 staff on PostgreSQL, through `npm run loadtest`'s own code (50,000 lots
 * in `reurb_load` on the server of BENCH_DATABASE_URL or TEST_DATABASE_URL, seeded once and
 * reused), 30 s of people at ~1 action/s, then 30 s of the same 200 connections with no pause
 * for the ceiling. LOADTEST_* variables change it as they change the load test.
 */
export async function loadBench(): Promise<string[]> {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const lines = ['Carga: 200 pessoas no PostgreSQL (issue 19, meta 6)'];
  if (!server) return [...lines, '(só em PostgreSQL: defina BENCH_DATABASE_URL ou TEST_DATABASE_URL)'];
  const url = new URL(server);
  url.pathname = '/reurb_load';
  const options = loadOptions(
    { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? url.toString() },
    { connections: 200, seconds: 30 },
  );
  const { people, ceiling } = await loadTest(options, (line) => lines.push(line));
  const asked = options.connections * options.rate;
  const reads = worstP95(people, false);
  const saves = worstP95(people, true);
  const what = `${options.connections} pessoas, ~${options.rate} ação/s cada, ${options.lots.toLocaleString('pt-BR')} lotes`;
  recordGoal({
    goal: 6,
    what: `${what}: leituras, p95 do pior tipo (${reads.label})`,
    figure: `${Math.round(reads.ms)} ms`,
    target: `< ${READ_P95} ms`,
    ok: reads.ms < READ_P95,
  });
  recordGoal({
    goal: 6,
    what: `${what}: gravações (PATCH), p95`,
    figure: `${Math.round(saves.ms)} ms`,
    target: `< ${SAVE_P95} ms`,
    ok: saves.ms < SAVE_P95,
  });
  recordGoal({
    goal: 6,
    what: `${what}: requisições atendidas / erros`,
    figure: `${perSecond(people).toFixed(0)} req/s de ~${asked} pedidas / ${people.failures} erros`,
    target: '0 erros',
    ok: people.failures === 0,
  });
  if (ceiling)
    recordGoal({
      goal: 6,
      what: `teto: as mesmas ${options.connections} conexões sem pausa (um processo da API; gerador na mesma máquina, ${os.availableParallelism()} núcleos)`,
      figure: `${perSecond(ceiling).toFixed(0)} req/s, ${ceiling.failures} erros`,
      target: `≥ ${asked} req/s (a demanda das pessoas)`,
      ok: perSecond(ceiling) >= asked && ceiling.failures === 0,
    });
  return lines;
}
