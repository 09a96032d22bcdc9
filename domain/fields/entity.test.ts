import { describe, expect, it } from 'vitest';
import { lotEntity } from '../entities/lot/index.ts';
import { projectEntity } from '../entities/project.ts';
import { MDR } from '../enums/project.ts';
import {
  fieldsForView,
  fieldsOfTab,
  getField,
  isVisible,
  keyKind,
  storageKey,
  visibleTabs,
  writableValues,
} from './entity.ts';

const tabKeys = (values: Record<string, unknown>, ctx = {}) => visibleTabs(lotEntity, values, ctx).map((t) => t.key);

describe('entity helpers', () => {
  it('file ids live in <name>_id and lists in <name>_ids', () => {
    expect(storageKey(getField(lotEntity, 'rg_file')!)).toBe('rg_file_id');
    expect(storageKey(getField(lotEntity, 'other_documents_files')!)).toBe('other_documents_files_ids');
    expect(getField(lotEntity, 'rg_file_id')?.name).toBe('rg_file');
    expect(storageKey(getField(projectEntity, 'memorial_file')!)).toBe('memorial_file_id');
  });

  it('classifies record keys', () => {
    expect(keyKind(lotEntity, 'owner_name')).toBe('writable');
    expect(keyKind(lotEntity, 'rg_file_id')).toBe('writable');
    expect(keyKind(lotEntity, 'rg_file')).toBe('readOnly');
    expect(keyKind(lotEntity, 'status')).toBe('readOnly');
    expect(keyKind(lotEntity, 'created_by')).toBe('readOnly');
    expect(keyKind(lotEntity, 'password')).toBe('unknown');
  });

  it('lists the columns of each view', () => {
    // The lot list row (GET /lots/list): light, the links, the owner's name and CPF searched there.
    expect(fieldsForView(lotEntity, 'list').map((f) => f.name)).toEqual([
      'id',
      'name',
      'block_id',
      'project_id',
      'status',
      'updated_at',
      'project_phase',
      'owner_name',
      'cpf',
    ]);
    expect(fieldsForView(lotEntity, 'quickCreate').map((f) => f.name)).toEqual(['name', 'block_id']);
    expect(fieldsForView(projectEntity, 'list').map((f) => f.name)).toEqual(['name', 'city', 'state', 'progress']);
    expect(fieldsForView(lotEntity, 'edit').some((f) => f.readOnly)).toBe(false);
  });

  it('keeps only writable keys of a record', () => {
    expect(writableValues(lotEntity, { id: 1, name: 'L', status: 'complete', rg_file: {}, rg_file_id: 3 })).toEqual({
      name: 'L',
      rg_file_id: 3,
    });
  });
});

describe('the lot screen (docs/screens.md#screens)', () => {
  it('shows the tabs by civil status, project class and saved state', () => {
    expect(tabKeys({ civil_status: 'Solteiro(a)' }, { isNew: true })).toEqual(['info', 'documents']);
    expect(tabKeys({ civil_status: 'Casado(a)' })).toEqual([
      'info',
      'spouse',
      'documents',
      'children',
      'residents',
      'registry',
    ]);
    expect(tabKeys({ civil_status: 'Viúvo(a) em união estável' }, { projectClass: MDR })).toEqual([
      'info',
      'companion',
      'documents',
      'improvements',
      'children',
      'residents',
      'registry',
    ]);
  });

  it('groups every field in a section of a tab', () => {
    const tabbed = new Set((lotEntity.tabs ?? []).flatMap((t) => fieldsOfTab(lotEntity, t)).map((f) => f.name));
    expect(lotEntity.fields.filter((f) => !tabbed.has(f.name)).map((f) => f.name)).toEqual([]);
    expect(lotEntity.fields.filter((f) => !f.section)).toEqual([]);
  });

  it('shows spouse identity for both partners, marriage fields only when married', () => {
    const spouseName = getField(lotEntity, 'spouse_name')!;
    const regime = getField(lotEntity, 'marriage_regime_de_bens')!;
    const since = getField(lotEntity, 'uniao_estavel_since')!;
    expect(isVisible(lotEntity, spouseName, { civil_status: 'Casado(a)' })).toBe(true);
    expect(isVisible(lotEntity, spouseName, { civil_status: 'União Estável' })).toBe(true);
    expect(isVisible(lotEntity, spouseName, { civil_status: 'Divorciado(a)' })).toBe(false);
    expect(isVisible(lotEntity, regime, { civil_status: 'União Estável' })).toBe(false);
    expect(isVisible(lotEntity, since, { civil_status: 'União Estável' })).toBe(true);
    expect(isVisible(lotEntity, since, { civil_status: 'Casado(a)' })).toBe(false);
  });

  it('shows the deficiency description and the Cadastro Único file only when they apply', () => {
    const desc = getField(lotEntity, 'deficiencia_desc')!;
    expect(isVisible(lotEntity, desc, { deficiencia: true })).toBe(true);
    expect(isVisible(lotEntity, desc, { deficiencia: false })).toBe(false);
    const cadUnico = getField(lotEntity, 'cadastro_unico_file')!;
    expect(isVisible(lotEntity, cadUnico, {})).toBe(false);
    expect(isVisible(lotEntity, cadUnico, { cadastro_unico_file_id: 4 })).toBe(true);
  });
});
