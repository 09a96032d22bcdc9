import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { appMessages, i18nProvider, raPtBr } from './index';
import { blockEntity, lotEntity, projectEntity, streetEntity, userEntity } from '../../components/domain/model';

type Tree = { [key: string]: string | Tree };

/** Flattens a message tree into dotted keys and their strings. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, `${path}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (s: string) => new Set(s.match(/%\{[^}]+\}/g) ?? []);
const forms = (s: string) => s.split('||||');

const english = flatten(englishMessages as unknown as Tree);
const portuguese = flatten(raPtBr as unknown as Tree);

describe('raPtBr', () => {
  it('has exactly the keys of ra-language-english', () => {
    expect(english.size).toBeGreaterThan(150);
    expect([...portuguese.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty translation', () => {
    for (const [key, pt] of portuguese) {
      // ra.boolean.null is a single space in English too.
      if (key === 'ra.boolean.null') expect(pt).toBe(' ');
      else expect(pt.trim(), key).not.toBe('');
    }
  });

  it('keeps every placeholder and smart_count plural form of the English strings', () => {
    const problems: string[] = [];
    for (const [key, en] of english) {
      const pt = portuguese.get(key);
      if (pt === undefined) continue; // reported by the key-set test
      const enForms = forms(en);
      const ptForms = forms(pt);
      if (ptForms.length !== enForms.length) {
        problems.push(`${key}: ${ptForms.length} plural form(s), English has ${enForms.length}`);
        continue;
      }
      if (enForms.length > 1 && !/ \|\|\|\| /.test(pt)) problems.push(`${key}: '||||' not spaced as in English`);
      enForms.forEach((enForm, i) => {
        for (const p of placeholders(enForm)) {
          if (!ptForms[i].includes(p)) problems.push(`${key}: form ${i} lacks ${p}`);
        }
      });
      // A placeholder react-admin does not pass would be shown literally.
      for (const p of placeholders(pt)) {
        if (!placeholders(en).has(p)) problems.push(`${key}: unknown ${p}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('i18nProvider', () => {
  it('speaks pt-BR only', () => {
    expect(i18nProvider.getLocale()).toBe('pt-BR');
    expect(i18nProvider.getLocales?.()).toEqual([{ locale: 'pt-BR', name: 'Português (Brasil)' }]);
  });

  it('translates react-admin messages', () => {
    const t = i18nProvider.translate;
    expect(t('ra.page.loading')).toBe('Carregando...');
    expect(t('ra.action.save')).toBe('Salvar');
    expect(t('ra.action.delete')).toBe('Excluir');
    expect(t('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe('1-10 de 42');
    expect(t('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selecionado');
    expect(t('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 itens selecionados');
  });

  it('translates the app catalogue and resource names', () => {
    const t = i18nProvider.translate;
    expect(t('app.menu.dashboard')).toBe(appMessages.app.menu.dashboard);
    expect(t('app.auth.not_logged_in')).toBe('Not logged in');
    expect(t('resources.blocks.name', { smart_count: 1 })).toBe('Quadra');
    expect(t('resources.lots.name', { smart_count: 2 })).toBe('Lotes');
  });

  it('names each resource as its domain entity does', () => {
    const t = i18nProvider.translate;
    for (const entity of [projectEntity, userEntity, blockEntity, streetEntity, lotEntity]) {
      expect(t(`resources.${entity.resource}.name`, { smart_count: 1 })).toBe(entity.label);
      expect(t(`resources.${entity.resource}.name`, { smart_count: 2 })).toBe(entity.pluralLabel);
    }
  });

  it('shows a missing key instead of failing, or the default when given', () => {
    expect(i18nProvider.translate('app.nope')).toBe('app.nope');
    expect(i18nProvider.translate('app.nope', { _: 'Padrão' })).toBe('Padrão');
  });
});
