import { describe, expect, it } from 'vitest';
import { isLabelable, jsdomGetters } from './fast-labels';

/** A document with every way a label names its control, and the ways it names none. */
const FIXTURE = `
  <form>
    <label id="l-for" for="name">Nome</label><input id="name" />
    <label id="l-wrap">CPF <input id="cpf" /></label>
    <label id="l-wrap-first">Dois <input id="first" /><select id="second"></select></label>
    <label id="l-hidden-then">Oculto <input type="hidden" id="hidden" /><textarea id="notes"></textarea></label>
    <label id="l-two-a" for="area">Área</label><label id="l-two-b" for="area">m²</label>
    <input id="area" />
    <label id="l-for-wins" for="area">Dentro <input id="inner" /></label>
    <label id="l-empty-for" for="">Vazio <input id="orphan" /></label>
    <label id="l-missing" for="nowhere">Ninguém</label>
    <label id="l-not-labelable" for="box">Caixa</label><div id="box"></div>
    <label id="l-none">Sem controle</label>
    <label id="l-before" for="later">Antes</label>
    <button id="go">Ir</button><meter id="m"></meter><output id="o"></output><progress id="p"></progress>
    <input id="later" />
    <input type="hidden" id="h2" />
    <label id="l-odd" for="q&quot;b\\c">Estranho</label><input id="q&quot;b\\c" />
  </form>`;

const labelsIds = (list: unknown) =>
  list === null ? null : Array.from(list as ArrayLike<Element>, (label) => label.id);
const id = (element: Element | null) => element?.id ?? null;

describe('label lookups for the tests (src/test/fast-labels.ts)', () => {
  it('answer what jsdom answers, for every label and every form control', () => {
    document.body.innerHTML = FIXTURE;
    const labelsChecked: string[] = [];
    for (const label of document.querySelectorAll('label')) {
      expect(id(label.control), label.id).toBe(id(jsdomGetters.control!.call(label) as Element | null));
      labelsChecked.push(label.id);
    }
    let controls = 0;
    for (const element of document.querySelectorAll<HTMLElement>(
      'button, input, meter, output, progress, select, textarea',
    )) {
      const jsdom = jsdomGetters.labels.get(Object.getPrototypeOf(element))!;
      expect(labelsIds((element as HTMLInputElement).labels), element.id).toEqual(labelsIds(jsdom.call(element)));
      controls++;
    }
    expect(labelsChecked).toHaveLength(13);
    expect(controls).toBe(16);
    // The cases that matter, spelled out.
    expect(labelsIds((document.getElementById('area') as HTMLInputElement).labels)).toEqual([
      'l-two-a',
      'l-two-b',
      'l-for-wins',
    ]);
    expect(labelsIds((document.getElementById('inner') as HTMLInputElement).labels)).toEqual([]);
    expect(labelsIds((document.getElementById('hidden') as HTMLInputElement).labels)).toBeNull();
    expect(id((document.getElementById('l-hidden-then') as HTMLLabelElement).control)).toBe('notes');
    expect(labelsIds((document.getElementById('q"b\\c') as HTMLInputElement).labels)).toEqual(['l-odd']);
  });

  it('leave a detached tree to jsdom, and follow the tree as it changes', () => {
    const detached = document.createElement('div');
    detached.innerHTML = '<label for="x">X</label><input id="x" />';
    const label = detached.querySelector('label')!;
    expect(label.control).toBe(detached.querySelector('input'));
    document.body.innerHTML = '<label for="late">Depois</label>';
    const attached = document.querySelector('label')!;
    expect(attached.control).toBeNull();
    document.body.insertAdjacentHTML('beforeend', '<input id="late" />');
    expect(id(attached.control)).toBe('late');
    expect(isLabelable(document.getElementById('late')!)).toBe(true);
  });
});
