import { describe, expect, it } from 'vitest';
import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { checkValue, cpf, getField, lotEntity, projectEntity, storageKey, writableFields } from '../domain/index.ts';
import { createFaker, fakeRecord, fakeValue } from './fake-values.ts';
import { FIRST_PROJECT, generateDataset } from './generate.ts';
import { mockStore, resetMockStore } from './store.ts';

describe('mock data generator', () => {
  it('gives the same dataset for the same seed', () => {
    expect(JSON.stringify(generateDataset(7))).toBe(JSON.stringify(generateDataset(7)));
    expect(JSON.stringify(generateDataset(7))).not.toBe(JSON.stringify(generateDataset(8)));
  });

  it('makes valid CPFs, deterministically, without touching Math.random for others', () => {
    const original = Math.random;
    const field = cpf('cpf', 'CPF');
    const a = Array.from(
      { length: 20 },
      (
        (f) => () =>
          fakeValue(f, field)
      )(createFaker(1)),
    );
    const b = Array.from(
      { length: 20 },
      (
        (f) => () =>
          fakeValue(f, field)
      )(createFaker(1)),
    );
    expect(a).toEqual(b);
    expect(a.every((v) => isValidCpf(String(v)))).toBe(true);
    expect(Math.random).toBe(original);
  });

  it('fakes a lot whose every value passes the domain check of its field', () => {
    const faker = createFaker(3);
    for (const projectClass of ['REURB', 'MDR']) {
      const lot = fakeRecord(faker, lotEntity, {}, { projectClass });
      for (const [key, value] of Object.entries(lot)) {
        const field = getField(lotEntity, key)!;
        expect(checkValue(field, value), `${key}=${JSON.stringify(value)}`).toMatchObject({ ok: true });
      }
      const keys = writableFields(lotEntity).map(storageKey);
      expect(Object.keys(lot).every((k) => keys.includes(k))).toBe(true);
    }
  });

  it('starts with the project the mock accounts work in, with progress from its blocks', () => {
    const data = generateDataset();
    expect(data.projects[0]).toMatchObject(FIRST_PROJECT);
    for (const project of data.projects) {
      const blocks = data.blocks.filter((b) => b.project_id === project.id);
      expect(project.total_blocks).toBe(blocks.length);
      expect(project.lots_completed).toBe(blocks.reduce((n, b) => n + (b.lots_completed as number), 0));
      expect(project.progress).toBeGreaterThanOrEqual(0);
      expect(project.progress).toBeLessThanOrEqual(1);
    }
    const styles = data.blocks.filter((b) => b.project_id === 1).map((b) => b.progress);
    expect(styles).toContain(1);
    expect(styles).toContain(0);
    expect(styles.some((p) => (p as number) > 0 && (p as number) < 1)).toBe(true);
    expect(getField(projectEntity, 'name')).toBeDefined();
  });

  it('resets the shared store to the generated dataset', () => {
    mockStore.projects.push({ id: 99, name: 'Temporário' });
    resetMockStore();
    expect(mockStore.projects.some((p) => p.id === 99)).toBe(false);
    expect(mockStore.projects).toHaveLength(8);
  });
});
