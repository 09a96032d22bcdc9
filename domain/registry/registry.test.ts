import { describe, expect, it } from 'vitest';
import { checkValue } from '../validation/check-field.ts';
import { formatValue } from '../validation/format-value.ts';
import { MESSAGES } from '../validation/messages.ts';
import { lotEntity } from '../entities/lot/index.ts';
import { getField } from '../fields/entity.ts';
import { cnmCheckDigits, isValidCnm } from './cnm.ts';
import { displayProtocol, normaliseProtocol, protocolCheckCharacter, PROTOCOL_ALPHABET } from './protocol.ts';
import { registryProblems } from './rules.ts';
import { registryStage } from './stages.ts';

describe('CNM (Provimento CNJ 143/2023, ISO 7064 MOD 97-10)', () => {
  // A real matrícula's CNM as printed on a registry office's certidão (Livro 2, matrícula 3917).
  const REAL = '148429.2.0003917-55';

  it('computes the check digits of a real CNM', () => {
    expect(cnmCheckDigits('14842920003917')).toBe('55');
    expect(isValidCnm(REAL.replace(/\D/g, ''))).toBe(true);
  });

  it('pads check digits below 10 with a zero', () => {
    // 98 − r is two digits from 2 to 98; find a body whose check is a single digit.
    const body = Array.from({ length: 200 }, (_, i) => `1234562${String(i).padStart(7, '0')}`).find(
      (b) => Number(cnmCheckDigits(b)) < 10,
    )!;
    expect(cnmCheckDigits(body)).toMatch(/^0\d$/);
    expect(isValidCnm(body + cnmCheckDigits(body))).toBe(true);
  });

  it('refuses a changed digit, a swap, a wrong book and a wrong length', () => {
    expect(isValidCnm('1484292000391756')).toBe(false);
    expect(isValidCnm('1484292000319755')).toBe(false); // 17 → 71
    expect(isValidCnm('1484294000391755')).toBe(false); // book 4 does not exist
    expect(isValidCnm('148429200039175')).toBe(false);
  });

  it('is a field: masked or bare in, 16 digits stored, the official mask shown', () => {
    const field = getField(lotEntity, 'registry_cnm')!;
    expect(checkValue(field, REAL)).toEqual({ ok: true, value: '1484292000391755' });
    expect(checkValue(field, '1484292000391755')).toEqual({ ok: true, value: '1484292000391755' });
    expect(checkValue(field, '148429.2.0003917-56')).toEqual({ ok: false, message: MESSAGES.cnm });
    expect(checkValue(field, '148429.2.00039')).toEqual({ ok: false, message: 'Incompleto. Ex.: 148429.2.0003917-55' });
    expect(formatValue(field, '1484292000391755')).toBe(REAL);
  });
});

describe('the public protocol', () => {
  const body = '7K2M9QXDP';
  const protocol = body + protocolCheckCharacter(body);

  it('has no look-alike characters', () => {
    for (const c of '01OIL') expect(PROTOCOL_ALPHABET).not.toContain(c);
  });

  it('accepts the protocol typed with a hyphen, spaces or in lower case', () => {
    expect(normaliseProtocol(displayProtocol(protocol).toLowerCase())).toBe(protocol);
    expect(normaliseProtocol(` ${protocol.slice(0, 5)} ${protocol.slice(5)} `)).toBe(protocol);
  });

  it('catches every single wrong character and every swap of neighbours', () => {
    for (let i = 0; i < protocol.length; i++) {
      for (const c of PROTOCOL_ALPHABET) {
        if (c === protocol[i]) continue;
        expect(normaliseProtocol(protocol.slice(0, i) + c + protocol.slice(i + 1))).toBeNull();
      }
      if (i + 1 < protocol.length && protocol[i] !== protocol[i + 1]) {
        const swapped = protocol.slice(0, i) + protocol[i + 1] + protocol[i] + protocol.slice(i + 2);
        expect(normaliseProtocol(swapped)).toBeNull();
      }
    }
  });

  it('refuses foreign characters and wrong lengths', () => {
    expect(normaliseProtocol('0K2M9QXDPA')).toBeNull();
    expect(normaliseProtocol(protocol.slice(0, 9))).toBeNull();
    expect(normaliseProtocol('')).toBeNull();
  });
});

describe('the lot registry stage and the order of its facts (Decreto 9.310/2018 arts. 42 and 50)', () => {
  it('moves through the stages as the facts are recorded', () => {
    const lot = {
      registry_prenotacao_on: null as string | null,
      registry_exigencia_on: null as string | null,
      registry_exigencia_answered_on: null as string | null,
      registry_registered_on: null as string | null,
      title_delivered_on: null as string | null,
    };
    expect(registryStage(lot)).toBe('pendente');
    lot.registry_prenotacao_on = '2026-03-02';
    expect(registryStage(lot)).toBe('prenotado');
    lot.registry_exigencia_on = '2026-03-10';
    expect(registryStage(lot)).toBe('exigencia');
    lot.registry_exigencia_answered_on = '2026-03-20';
    expect(registryStage(lot)).toBe('prenotado');
    lot.registry_registered_on = '2026-04-01';
    expect(registryStage(lot)).toBe('registrado');
    lot.title_delivered_on = '2026-04-15';
    expect(registryStage(lot)).toBe('entregue');
  });

  it('refuses facts out of order, naming the field', () => {
    expect(registryProblems({ registry_exigencia_on: '2026-03-10', registry_exigencia_text: 'Planta' })).toEqual({
      registry_exigencia_on: MESSAGES.registryNeedsPrenotacao,
    });
    // The nota devolutiva says what it asks (art. 40, parágrafo único): a date alone, or blanks, are refused.
    for (const text of [undefined, '   '])
      expect(
        registryProblems({
          registry_prenotacao_on: '2026-03-01',
          registry_exigencia_on: '2026-03-05',
          registry_exigencia_text: text,
        }),
      ).toEqual({ registry_exigencia_text: MESSAGES.registryNeedsExigenciaText });
    expect(
      registryProblems({ registry_prenotacao_on: '2026-03-10', registry_registered_on: '2026-03-01' }),
    ).toMatchObject({
      registry_registered_on: MESSAGES.registryBeforePrenotacao,
      registry_matricula: MESSAGES.registryNeedsMatricula,
    });
    expect(
      registryProblems({
        registry_prenotacao_on: '2026-03-01',
        registry_exigencia_on: '2026-03-05',
        registry_exigencia_text: 'Apresentar a planta assinada',
        registry_registered_on: '2026-03-20',
        registry_matricula: '12.345',
      }),
    ).toEqual({ registry_exigencia_answered_on: MESSAGES.registryOpenExigencia });
    expect(registryProblems({ title_delivered_on: '2026-05-01' })).toEqual({
      title_delivered_on: MESSAGES.registryNeedsRegistro,
      title_delivered_to: MESSAGES.registryNeedsReceiver,
    });
  });

  it('accepts a complete registry in order', () => {
    expect(
      registryProblems({
        registry_prenotacao_on: '2026-03-01',
        registry_exigencia_on: '2026-03-05',
        registry_exigencia_text: 'Apresentar a planta assinada',
        registry_exigencia_answered_on: '2026-03-09',
        registry_registered_on: '2026-03-20',
        registry_matricula: '12.345',
        title_delivered_on: '2026-04-02',
        title_delivered_to: 'Maria da Silva',
      }),
    ).toEqual({});
  });
});
