import { useTranslate } from 'react-admin';
import { searchKeys, type ResourceDef } from '../domain/model';

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The words of a declared resource's screens: the catalogue's `app.<resource>.<key>` when it
 * has one (streets keep theirs), else made from the entity's labels and gender ("Cadastrar
 * Rua", "Nenhum equipamento público cadastrado.", "Voltar às ruas").
 */
export function useResourceTexts(resource: ResourceDef) {
  const translate = useTranslate();
  const { label, pluralLabel, resource: name } = resource.entity;
  const f = resource.gender === 'f';
  const text = (key: string, fallback: string, options: Record<string, unknown> = {}) =>
    translate(`app.${name}.${key}`, { _: fallback, ...options });
  const searched = resource.entity.fields.find((field) => field.name === searchKeys(resource)[0]);
  const ofParent = resource.parent === 'project' ? 'of_project' : 'of_block';
  return {
    title: text('title', pluralLabel),
    ofParent: (parentName: string) => text(ofParent, `${pluralLabel} de %{name}`, { name: parentName }),
    create: text('create', `Cadastrar ${label}`),
    created: text('created', `${label} ${f ? 'cadastrada' : 'cadastrado'} com sucesso!`),
    search: text('search', searched ? `Buscar por ${lower(searched.label)}` : 'Buscar'),
    empty: text('empty', `${f ? 'Nenhuma' : 'Nenhum'} ${lower(label)} ${f ? 'cadastrada' : 'cadastrado'}.`),
    showTitle: text('show_title', `Visualizar ${label}`),
    editTitle: text('edit_title', `Editar ${label}`),
    backToList: text('back_to_list', `Voltar ${f ? 'às' : 'aos'} ${lower(pluralLabel)}`),
    backToParent: translate(
      resource.parent === 'project' ? 'app.resource.back_to_project' : 'app.resource.back_to_block',
    ),
  };
}
