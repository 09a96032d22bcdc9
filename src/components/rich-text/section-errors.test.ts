import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { sectionErrors, withoutError } from './section-errors';

const SECTIONS = [{ id: 'introducao' }, { id: 'conclusoes_finais' }, { id: 'apresentacao' }];

describe('sectionErrors', () => {
  it('takes the messages of the sections a refused save names, by key or by place in the body', () => {
    const error = new HttpError('Erro', 400, {
      message: 'Erro',
      errors: {
        'paragraphs.introducao': 'Texto grande demais',
        conclusoes_finais: 'Imagem',
        answers: 'outra',
        apresentacao: 3,
      },
    });
    expect(sectionErrors(error, SECTIONS)).toEqual({ introducao: 'Texto grande demais', conclusoes_finais: 'Imagem' });
  });

  it('takes nothing from an error without them', () => {
    expect(sectionErrors(new Error('rede'), SECTIONS)).toEqual({});
    expect(sectionErrors(new HttpError('Erro', 500, null), SECTIONS)).toEqual({});
  });

  it('drops an edited section’s message and keeps the same object when there is none', () => {
    const errors = { introducao: 'a', apresentacao: 'b' };
    expect(withoutError(errors, 'introducao')).toEqual({ apresentacao: 'b' });
    expect(withoutError(errors, 'conclusoes_finais')).toBe(errors);
  });
});
