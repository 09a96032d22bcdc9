import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { sectionErrors } from './section-errors';

const SECTIONS = [{ id: 'introducao' }, { id: 'conclusoes_finais' }, { id: 'apresentacao' }];
const sent = { introducao: '<p>a</p>', conclusoes_finais: '<p>b</p>', apresentacao: '<p>c</p>' };
const unchanged = (key: string) => sent[key as keyof typeof sent];

describe('sectionErrors', () => {
  const error = new HttpError('Erro', 400, {
    message: 'Erro',
    errors: {
      'paragraphs.introducao': 'Texto grande demais',
      conclusoes_finais: 'Imagem',
      answers: 'outra',
      apresentacao: 3,
    },
  });

  it('takes the messages of the sections a refused save names, by key or by place in the body', () => {
    expect(sectionErrors({ error, variables: sent }, SECTIONS, unchanged)).toEqual({
      introducao: 'Texto grande demais',
      conclusoes_finais: 'Imagem',
    });
  });

  it('says nothing more of a section edited since', () => {
    const edited = (key: string) => (key === 'introducao' ? '<p>a, revisto</p>' : unchanged(key));
    expect(sectionErrors({ error, variables: sent }, SECTIONS, edited)).toEqual({ conclusoes_finais: 'Imagem' });
  });

  it('takes nothing from a save that did not fail so', () => {
    expect(sectionErrors({ error: null, variables: sent }, SECTIONS, unchanged)).toEqual({});
    expect(sectionErrors({ error: new Error('rede'), variables: sent }, SECTIONS, unchanged)).toEqual({});
    expect(sectionErrors({ error: new HttpError('Erro', 500, null), variables: sent }, SECTIONS, unchanged)).toEqual(
      {},
    );
  });
});
