import { describe, expect, it } from 'vitest';
import { childEntity } from '../entities/child.ts';
import { lotEntity } from '../entities/lot/index.ts';
import { userEntity } from '../entities/user.ts';
import { getField } from '../fields/entity.ts';
import type { Field } from '../fields/types.ts';
import { checkValue } from './check-field.ts';
import {
  ambiguousDecimal,
  MESSAGES,
  maxChars,
  maxFiles,
  minChars,
  minValue,
  optionAlone,
  optionsOpposite,
} from './messages.ts';

const lot = (name: string): Field => getField(lotEntity, name)!;
const result = (field: Field, raw: unknown, options = {}) => {
  const o = checkValue(field, raw, options);
  return o.ok ? { value: o.value } : { message: o.message };
};
const NOW = new Date(2026, 10, 22, 12);

describe('required and empty values', () => {
  it('empty is null, or the required message', () => {
    expect(result(lot('observations'), '')).toEqual({ value: null });
    expect(result(lot('name'), '  ')).toEqual({ message: MESSAGES.required });
    expect(result(lot('name'), null, { mode: 'update' })).toEqual({ message: MESSAGES.required });
  });
  it('a hidden field is never required', () => {
    expect(result(lot('name'), undefined, { visible: false })).toEqual({ value: null });
  });
  it("a user's password is needed on create only", () => {
    const password = getField(userEntity, 'password')!;
    expect(result(password, '', { mode: 'create' })).toEqual({ message: MESSAGES.required });
    expect(result(password, null, { mode: 'update' })).toEqual({ value: null });
    expect(result(password, '12345', { mode: 'update' })).toEqual({ message: minChars(6) });
  });
});

describe('lengths (names min 3, lot name max 512, rg/e-mail/phones max 50)', () => {
  it('names', () => {
    expect(result(lot('owner_name'), 'Jo')).toEqual({ message: minChars(3) });
    expect(result(lot('owner_name'), ' José ')).toEqual({ value: 'José' });
    expect(result(lot('name'), 'x'.repeat(512))).toEqual({ value: 'x'.repeat(512) });
    expect(result(lot('name'), 'x'.repeat(513))).toEqual({ message: maxChars(512) });
  });
  it.each(['rg', 'rg_emissor'])('%s max 50', (name) => {
    expect(result(lot(name), '9'.repeat(50))).toEqual({ value: '9'.repeat(50) });
    expect(result(lot(name), '9'.repeat(51))).toEqual({ message: maxChars(50) });
  });
  it('UF do RG is one of the 27 UFs (issue #18)', () => {
    expect(result(lot('rg_uf'), 'SP')).toEqual({ value: 'SP' });
    expect(result(lot('rg_uf'), 'XYZ')).toEqual({ message: MESSAGES.choice });
    expect(result(lot('spouse_rg_uf'), 'sp')).toEqual({ message: MESSAGES.choice });
  });

  it('e-mail max 50', () => {
    expect(result(lot('email'), `${'a'.repeat(40)}@exemplo.com.br`)).toEqual({ message: maxChars(50) });
  });
});

describe('typed values', () => {
  it('cpf, cep and nis are stored as digits', () => {
    expect(result(lot('cpf'), '529.982.247-25')).toEqual({ value: '52998224725' });
    expect(result(lot('cep'), '01310-100')).toEqual({ value: '01310100' });
    expect(result(lot('nis'), '120.56874.10-7')).toEqual({ value: '12056874107' });
    expect(result(lot('cpf'), 52998224725)).toEqual({ message: MESSAGES.cpf });
  });
  it('money and decimal comma', () => {
    expect(result(lot('income'), 'R$ 1.234,56')).toEqual({ value: 1234.56 });
    expect(result(lot('income'), '-R$ 1,00')).toEqual({ message: minValue(0) });
    expect(result(lot('income'), 'mil')).toEqual({ message: MESSAGES.money });
    expect(result(lot('area'), '250,75')).toEqual({ value: 250.75 });
    expect(result(lot('area'), '250.75')).toEqual({ value: 250.75 });
    expect(result(lot('area'), '12.5,3')).toEqual({ message: MESSAGES.decimal });
    expect(result(lot('area'), '1.234')).toEqual({ message: ambiguousDecimal('1.234') });
    expect(result(lot('coord_p1_x'), '-46,633308')).toEqual({ value: -46.633308 });
  });
  it('dates: strict, stored ISO, past where asked', () => {
    expect(result(lot('birth_date'), '15/08/1980', { now: NOW })).toEqual({ value: '1980-08-15' });
    expect(result(lot('birth_date'), '31/02/2020', { now: NOW })).toEqual({ message: MESSAGES.date });
    expect(result(lot('birth_date'), '23/11/2026', { now: NOW })).toEqual({ message: MESSAGES.pastDate });
    expect(result(lot('birth_date'), '22/11/2026', { now: NOW })).toEqual({ value: '2026-11-22' });
  });
  it('MDR counts are integers ≥ 0', () => {
    expect(result(lot('mdr_n_comodos'), '4')).toEqual({ value: 4 });
    expect(result(lot('mdr_n_comodos'), 0)).toEqual({ value: 0 });
    expect(result(lot('mdr_n_comodos'), -1)).toEqual({ message: minValue(0) });
    expect(result(lot('mdr_n_banheiros'), 1.5)).toEqual({ message: MESSAGES.integer });
  });
  it('booleans from JSON and from form posts', () => {
    expect(result(lot('deficiencia'), false)).toEqual({ value: false });
    expect(result(lot('deficiencia'), 'true')).toEqual({ value: true });
    expect(result(lot('deficiencia'), 'talvez')).toEqual({ message: MESSAGES.boolean });
  });
  it('choices hold exact stored values', () => {
    expect(result(lot('civil_status'), 'Casado(a)')).toEqual({ value: 'Casado(a)' });
    expect(result(lot('civil_status'), 'casado(a)')).toEqual({ message: MESSAGES.choice });
    expect(result(lot('uso_do_lote'), 'Residencial')).toEqual({ message: MESSAGES.choice });
  });
  it('multi-choice: known values, duplicates removed, at least one when required', () => {
    expect(result(lot('beneficios_sociais'), ['BOLSA FAMÍLIA', 'BOLSA FAMÍLIA', 'BPC/LOAS'])).toEqual({
      value: ['BOLSA FAMÍLIA', 'BPC/LOAS'],
    });
    expect(result(lot('beneficios_sociais'), ['BOLSA ESCOLA'])).toEqual({ message: MESSAGES.choice });
    expect(result({ ...lot('beneficios_sociais'), required: true }, [])).toEqual({
      message: MESSAGES.selectAtLeastOne,
    });
  });
  it('files: ids (or uploaded file objects), at most 10 other documents', () => {
    expect(result(lot('rg_file'), { id: 7, url: '/f/7', originalName: 'rg.pdf' })).toEqual({ value: 7 });
    expect(result(lot('rg_file'), 'x')).toEqual({ message: MESSAGES.file });
    const ten = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(result(lot('other_documents_files'), ten)).toEqual({ value: ten });
    expect(result(lot('other_documents_files'), [...ten, 11])).toEqual({ message: maxFiles(10) });
  });
  it("children's income is numeric money", () => {
    expect(result(getField(childEntity, 'income')!, '350,00')).toEqual({ value: 350 });
  });
});

describe('options that stand alone or contradict each other (benfeitorias)', () => {
  it('"SEM ENERGIA ELÉTRICA" or "SEM BANHEIRO OU SANITÁRIO" with another option is refused', () => {
    const electric = lot('mdr_instalacoes_eletricas');
    expect(result(electric, ['SEM ENERGIA ELÉTRICA', 'ENERGIA SOLAR'])).toEqual({
      message: optionAlone('SEM ENERGIA ELÉTRICA'),
    });
    expect(result(electric, ['SEM ENERGIA ELÉTRICA'])).toEqual({ value: ['SEM ENERGIA ELÉTRICA'] });
    expect(result(electric, ['REDE PÚBLICA COM MEDIDOR PRÓPRIO', 'INSTALAÇÃO EMBUTIDA'])).toEqual({
      value: ['REDE PÚBLICA COM MEDIDOR PRÓPRIO', 'INSTALAÇÃO EMBUTIDA'],
    });
    expect(result(lot('mdr_esgotamento_sanitario'), ['FOSSA SÉPTICA', 'SEM BANHEIRO OU SANITÁRIO'])).toEqual({
      message: optionAlone('SEM BANHEIRO OU SANITÁRIO'),
    });
  });

  it('piped water and no piped water together are refused; a well without piped water is not', () => {
    const water = lot('mdr_instalacoes_hidrossanitarias');
    expect(result(water, ['SEM ÁGUA CANALIZADA', 'ÁGUA CANALIZADA NO DOMICÍLIO'])).toEqual({
      message: optionsOpposite('ÁGUA CANALIZADA NO DOMICÍLIO', 'SEM ÁGUA CANALIZADA'),
    });
    expect(result(water, ['POÇO OU NASCENTE', 'SEM ÁGUA CANALIZADA'])).toEqual({
      value: ['POÇO OU NASCENTE', 'SEM ÁGUA CANALIZADA'],
    });
  });
});
