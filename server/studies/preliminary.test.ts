import { describe, expect, it } from 'vitest';
import { MISSING_ART, MISSING_NAME } from '../reports/pdf/professional-signature.ts';
import { pdfText } from '../reports/test-kit.ts';
import { useStudiesApp } from './studies-app.ts';

/** The Estudo Preliminar routes on the real app (both engines). */
const { call, auth } = useStudiesApp();

describe('Estudo Preliminar', () => {
  it('answers empty sections before anything is saved', async () => {
    const res = await call('GET', '/relatorio-preliminar');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ diagnostico_ambiental: null, diagnostico_juridico: null, diagnostico_social: null });
  });

  it('saves sections sanitised (scripts and handlers dropped, the editor subset kept) and keeps the others', async () => {
    const dirty =
      '<p style="text-align: center; color: red" data-indent="1" onclick="x()">Área <strong>de</strong> <mark data-color="#ffff00" style="background-color: #ffff00; color: inherit">APP</mark></p>' +
      '<script>alert(1)</script><img src="x" onerror="alert(1)"><img src="javascript:alert(1)"><iframe src="https://mal.example"></iframe>';
    const res = await call('PATCH', '/relatorio-preliminar', { diagnostico_ambiental: dirty });
    expect(res.statusCode).toBe(200);
    const saved = res.json().diagnostico_ambiental as string;
    expect(saved).toBe(
      '<p style="text-align: center" data-indent="1">Área <strong>de</strong> <mark data-color="#ffff00" style="background-color: #ffff00">APP</mark></p>',
    );
    await call('PATCH', '/relatorio-preliminar', { diagnostico_social: '<ol><li><p>Famílias</p></li></ol>' });
    const again = (await call('GET', '/relatorio-preliminar')).json();
    expect(again.diagnostico_ambiental).toBe(saved);
    expect(again.diagnostico_social).toBe('<ol><li><p>Famílias</p></li></ol>');
    expect(again.diagnostico_juridico).toBeNull();
  });

  it('answers a save with none of the sections when asked (Prefer: return=minimal), the three otherwise', async () => {
    const minimal = { ...auth.projectAdmin, prefer: 'return=minimal' };
    const res = await call(
      'PATCH',
      '/relatorio-preliminar',
      { diagnostico_juridico: '<p>Matrícula <em>12.345</em><script>x</script></p>', diagnostico_social: null },
      minimal,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['preference-applied']).toBe('return=minimal');
    expect(res.json()).toEqual({});
    const read = (await call('GET', '/relatorio-preliminar')).json();
    expect(read.diagnostico_juridico).toBe('<p>Matrícula <em>12.345</em></p>');
    expect(read.diagnostico_social).toBeNull();
    expect(read.diagnostico_ambiental).toMatch(/^<p style="text-align: center"/);
    // Not asked: the three sections, as a read gives them (and the sections as the tests after expect them).
    const before = { diagnostico_juridico: null, diagnostico_social: '<ol><li><p>Famílias</p></li></ol>' };
    const whole = await call('PATCH', '/relatorio-preliminar', before);
    expect(whole.headers['preference-applied']).toBeUndefined();
    expect(whole.json()).toEqual({ ...read, ...before });
  });

  it('refuses what is not a section of text, with Portuguese messages', async () => {
    for (const body of [
      { diagnostico_social: 12 },
      { diagnostico_social: ['<p>x</p>'] },
      { outra_secao: '<p>x</p>' },
    ]) {
      const res = await call('PATCH', '/relatorio-preliminar', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/[ãçéí]|Dados inválidos|Campo desconhecido/);
    }
    const huge = await call('PATCH', '/relatorio-preliminar', {
      diagnostico_social: `<p>${'a'.repeat(5 * 1024 * 1024 + 10)}</p>`,
    });
    expect(huge.statusCode).toBe(400);
    expect(JSON.stringify(huge.json())).toContain('5 MB');
  });

  it('answers the PDF with the title, the project, the chapters and the text with accents', async () => {
    const res = await call('GET', '/relatorio-preliminar/pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(res.rawPayload);
    const flat = text.replace(/\s+/g, ' ');
    for (const part of [
      'ESTUDO PRELIMINAR',
      'Núcleo Esperança',
      '1. Diagnóstico ambiental',
      '2. Diagnóstico jurídico',
      '3. Diagnóstico social',
      'Área de APP',
      '1. Famílias',
      'Página 1 de 1',
    ]) {
      expect(flat).toContain(part);
    }
    // The social diagnosis boxes the project's families (lots with a holder) as every report counts them.
    expect(flat).toMatch(/2 Famílias cadastradas/);
    // The cover places the núcleo as the running head and the acts do ("Campinas/SP"), not "Campinas – São Paulo".
    expect(flat).toContain('Núcleo Esperança Campinas/SP');
    expect(flat).not.toContain('São Paulo');
    // No professional in the settings yet: the signature block shows the gaps instead of a blank line.
    expect(flat).toContain(MISSING_NAME);
    expect(flat).toContain(MISSING_ART);
    // The rule that applies to these studies (Dec. 9.310 art. 21 § 3º), not the survey's art. 30, I.
    expect(flat).toContain('ART/RRT: não informada (só dispensada a servidor ou empregado público');
    expect(flat).not.toContain('art. 30, I)');
    expect(flat.indexOf(MISSING_NAME)).toBeGreaterThan(flat.indexOf('3. Diagnóstico social'));
  });

  it('is for project admins: a member gets 403, another project’s admin 404', async () => {
    expect((await call('GET', '/relatorio-preliminar', undefined, auth.member)).statusCode).toBe(403);
    expect((await call('PATCH', '/relatorio-preliminar', { diagnostico_social: '' }, auth.outsider)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/relatorio-preliminar/pdf', undefined, auth.outsider)).statusCode).toBe(404);
  });
});
