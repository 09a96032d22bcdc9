import { richText } from '../fields/builders.ts';
import { defineEntity } from '../fields/entity.ts';

/** The three rich-text diagnoses of the Estudo Preliminar (docs/entities.md#entities). */
export const preliminaryStudyEntity = defineEntity({
  resource: 'relatorio-preliminar',
  label: 'Estudo Preliminar',
  pluralLabel: 'Estudos Preliminares',
  fields: [
    richText('diagnostico_ambiental', 'Diagnóstico ambiental'),
    richText('diagnostico_juridico', 'Diagnóstico jurídico'),
    richText('diagnostico_social', 'Diagnóstico social'),
  ],
});
