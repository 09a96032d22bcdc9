import { describe, expect, it } from 'vitest';
import { DEFAULT_LOT_STATUS, LOT_STATUSES } from './lot-status.ts';
import { MDR_MATERIAL_PAREDES } from './improvements.ts';
import { DEFAULT_PROJECT_PHASE, PROJECT_PHASES, EDITABLE_RESIDENT_TYPE, RESIDENT_TYPES } from './lot.ts';
import { DEFAULT_PROJECT_CLASS, MDR, PROJECT_CLASSES, isMdr } from './project.ts';
import { isChoice, labelOf, sameLabel, valuesOf } from './choice.ts';
import { ROLE_CHOICES, ROLE_LABELS } from '../roles.ts';

describe('enumerations', () => {
  it('lot status labels are the spec labels, default incomplete', () => {
    expect(LOT_STATUSES.map((c) => c.name)).toEqual(['Vazio', 'Incompleto', 'Completo', 'Para Revisão']);
    expect(DEFAULT_LOT_STATUS).toBe(LOT_STATUSES[1].id);
  });

  it('keeps the stored spelling and corrects only the label', () => {
    expect(MDR_MATERIAL_PAREDES[0].id).not.toBe(MDR_MATERIAL_PAREDES[0].name);
    expect(MDR_MATERIAL_PAREDES[0].name).toMatch(/^ALVENARIA/);
  });

  it('phases, project classes and resident types', () => {
    expect(valuesOf(PROJECT_PHASES)).toEqual([1, 2]);
    expect(DEFAULT_PROJECT_PHASE).toBe(1);
    expect(valuesOf(PROJECT_CLASSES)).toEqual([DEFAULT_PROJECT_CLASS, MDR]);
    expect(isMdr(MDR)).toBe(true);
    expect(isMdr(DEFAULT_PROJECT_CLASS)).toBe(false);
    expect(valuesOf(RESIDENT_TYPES)).toContain(EDITABLE_RESIDENT_TYPE);
  });

  it('helpers', () => {
    const colours = sameLabel(['AZUL', 'VERDE']);
    expect(colours).toEqual([
      { id: 'AZUL', name: 'AZUL' },
      { id: 'VERDE', name: 'VERDE' },
    ]);
    expect(labelOf(LOT_STATUSES, 'to_review')).toBe('Para Revisão');
    expect(labelOf(LOT_STATUSES, 'other')).toBe('other');
    expect(labelOf(LOT_STATUSES, null)).toBe('');
    expect(isChoice(PROJECT_PHASES, 2)).toBe(true);
    expect(isChoice(PROJECT_PHASES, '2')).toBe(false);
  });

  it('roles keep their labels record', () => {
    expect(ROLE_LABELS).toEqual({ member: 'Membro', admin: 'Administrador' });
    expect(ROLE_CHOICES.map((c) => c.id)).toEqual(['member', 'admin']);
  });
});
