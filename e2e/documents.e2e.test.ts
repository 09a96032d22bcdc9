import { deflateSync, crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage, screenshot as takeScreenshot, signIn } from './browser.ts';
import { e2eServer } from './worker-server.ts';

const ADMIN = { email: 'admin@reurb.local', password: 'reurb-admin-2026' };

/** A screenshot once notifications and the preview have settled. */
async function screenshot(page: Page, name: string) {
  await page.waitForTimeout(500);
  await takeScreenshot(page, name);
}

/** A real 24×16 PNG (solid blue), as a user would pick from the computer. */
function bluePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const [width, height] = [24, 16];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [30, 80, 200]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The editor's toolbar and writing area of one section. */
function editorOf(page: Page, section: string) {
  const box = page.getByRole('textbox', { name: section, exact: true });
  const paper = page.locator('.MuiPaper-outlined', { has: box });
  return {
    box,
    button: (name: string) => paper.getByRole('button', { name, exact: true }),
    imageInput: paper.locator('input[type=file]'),
  };
}

/** The preview shows a drawn page (a canvas with pixels) and its page count. */
async function previewShows(page: Page) {
  const preview = page.getByRole('region', { name: 'Pré-visualização do PDF' });
  await preview.locator('canvas').first().waitFor();
  await preview.getByText(/^de \d+$/).waitFor();
  return preview;
}

async function pagesOf(preview: Locator) {
  return Number((await preview.getByText(/^de \d+$/).textContent())!.replace('de ', ''));
}

/**
 * Estudo Preliminar and Relatório Técnico on the real server (issue 6 parts 5 and 6): every
 * toolbar button used while typing, the formatting kept after a reload, the PDF preview drawn
 * and printable; the technical report's answers, Customizar, a section edited and Voltar às
 * Perguntas.
 */
describe('documents journey', () => {
  const { base } = e2eServer();
  let browser: Browser;
  let projectId = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function signedIn() {
    const session = await openPage(browser);
    await session.page.goto(`${base}/home`);
    await signIn(session.page, ADMIN.email, ADMIN.password);
    await session.page.getByRole('heading', { name: 'Olá, Ana' }).waitFor();
    if (!projectId) {
      const link = session.page.getByRole('table', { name: 'Seus projetos' }).getByRole('link').first();
      projectId = Number(/\/projects\/(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1]);
    }
    return session;
  }

  it('keeps the sections in place while the editor loads: nothing shown moves when tiptap arrives', async () => {
    // The editor's chunk held back until the study has loaded (a fresh context: no cache).
    const { page, errors, close } = await signedIn();
    try {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let asked = false;
      await page.route(/\/assets\/RichTextEditor-[\w-]+\.js$/, async (route) => {
        asked = true;
        await released;
        await route.continue();
      });
      const study = page.waitForResponse((r) => r.url().endsWith('/relatorio-preliminar'));
      await page.goto(`${base}/projects/${projectId}/reports/estudo-preliminar`);
      expect((await study).status()).toBe(200);
      await expect.poll(() => asked).toBe(true);
      const sections = ['Diagnóstico ambiental', 'Diagnóstico jurídico', 'Diagnóstico social'];
      const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
      // The study drawn, or a loading indicator in its place: what a person sees while tiptap comes.
      await page.getByRole('heading', { level: 1, name: /^Estudo Preliminar/ }).waitFor();
      await heading(sections[0]).or(page.getByText('Carregando').first()).waitFor();
      const where = async () =>
        Promise.all(
          sections.map(async (name) => ((await heading(name).isVisible()) ? heading(name).boundingBox() : null)),
        );
      const before = await where();
      release();
      for (const name of sections) await page.getByRole('textbox', { name, exact: true }).waitFor();
      const after = await where();
      // Whatever was on the screen before the editors came is where it was.
      before.forEach(
        (box, index) => box && expect({ [sections[index]]: after[index] }).toEqual({ [sections[index]]: box }),
      );
      expect(after.every(Boolean)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it(
    'Estudo Preliminar: every toolbar button, Salvar, the formatting kept after a reload, the preview and Imprimir',
    { timeout: 180_000 },
    async () => {
      const { page, errors, close } = await signedIn();
      try {
        await page.goto(`${base}/projects/${projectId}/reports/estudo-preliminar`);
        await page.getByRole('heading', { level: 1, name: /^Estudo Preliminar/ }).waitFor();
        const preview = await previewShows(page);
        const before = await pagesOf(preview);
        const { box, button, imageInput } = editorOf(page, 'Diagnóstico ambiental');
        await box.click();
        await page.keyboard.press('Control+a');
        await page.keyboard.press('Delete');
        const styled = async (name: string, text: string) => {
          await button(name).click();
          await page.keyboard.type(text);
          await button(name).click();
          await page.keyboard.type(' ');
        };
        await page.keyboard.type('Texto comum, ');
        await styled('Negrito', 'negrito');
        await styled('Itálico', 'itálico');
        await styled('Sublinhado', 'sublinhado');
        await styled('Fundo amarelo', 'marcado de amarelo');
        await styled('Fundo branco', 'fundo branco');
        for (const [name, text] of [
          ['Centralizar', 'Centralizado'],
          ['Alinhar à direita', 'À direita'],
          ['Justificar', 'Justificado'],
          ['Alinhar à esquerda', 'À esquerda'],
        ]) {
          await page.keyboard.press('Enter');
          await button(name).click();
          await page.keyboard.type(text);
        }
        await page.keyboard.press('Enter');
        await button('Aumentar recuo').click();
        await button('Aumentar recuo').click();
        await page.keyboard.type('Recuado dois níveis');
        await page.keyboard.press('Enter');
        await button('Diminuir recuo').click();
        await page.keyboard.type('Recuado um nível');
        // The next paragraph keeps the level; Shift-Tab takes it back to the margin.
        await page.keyboard.press('Enter');
        await page.keyboard.press('Shift+Tab');
        await button('Lista numerada').click();
        await page.keyboard.type('Primeiro item');
        await page.keyboard.press('Enter');
        await page.keyboard.type('Segundo item');
        await page.keyboard.press('Enter');
        await page.keyboard.press('Enter');
        await button('Lista com marcadores').click();
        await page.keyboard.type('Marcador');
        await page.keyboard.press('Enter');
        await page.keyboard.press('Enter');
        await imageInput.setInputFiles({ name: 'mapa.png', mimeType: 'image/png', buffer: bluePng() });
        await box.locator('img').waitFor();
        // A picture dropped into another section goes in as a file too; a PDF dropped gets the
        // Imagem button's warning, and the page stays (a file let go over a page opens it).
        const juridico = editorOf(page, 'Diagnóstico jurídico').box;
        const drop = async (name: string, mimeType: string, bytes: Buffer) => {
          const at = (await juridico.boundingBox())!;
          const dataTransfer = await page.evaluateHandle(`(() => {
            const data = new DataTransfer();
            const bytes = Uint8Array.from(atob('${bytes.toString('base64')}'), (c) => c.charCodeAt(0));
            data.items.add(new File([bytes], '${name}', { type: '${mimeType}' }));
            return data;
          })()`);
          await juridico.dispatchEvent('drop', { dataTransfer, clientX: at.x + 20, clientY: at.y + 20 });
        };
        await drop('planta.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n'));
        await page.getByText('A imagem deve ser um arquivo PNG ou JPEG.').waitFor();
        await drop('lote.png', 'image/png', bluePng());
        await juridico.locator('img[alt="lote.png"]').waitFor();
        expect(page.url()).toContain('/estudo-preliminar');
        // Pasted into a third section: text with another site's picture (the text goes in, the
        // picture stays out, said), then a screenshot (uploaded as the button's).
        const social = editorOf(page, 'Diagnóstico social').box;
        const paste = async (html: string, png?: Buffer) => {
          await social.click();
          await page.evaluate(`(() => {
            const data = new DataTransfer();
            if (${JSON.stringify(html)}) data.setData('text/html', ${JSON.stringify(html)});
            const b64 = '${png?.toString('base64') ?? ''}';
            if (b64) data.items.add(new File([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], 'tela.png', { type: 'image/png' }));
            document.querySelector('[aria-label="Diagnóstico social"]')
              .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
          })()`);
        };
        await paste('<p>Trecho colado do laudo</p><img src="https://exemplo.org/foto.png">');
        await social.getByText('Trecho colado do laudo').waitFor();
        await page.getByText('Imagens copiadas de sites ou documentos não entram no texto', { exact: false }).waitFor();
        expect(await social.locator('img').count()).toBe(0);
        await paste('', bluePng());
        await social.locator('img[alt="tela.png"]').waitFor();
        expect(await social.locator('img').getAttribute('src')).toMatch(/^\/api\/files\/\d+\/download\?/);
        // Text from a program that embeds its picture (a data URL): kept as it came, and a file
        // of the project once saved (server/studies/rich-text/embedded-images.ts).
        await paste(
          `<p>Foto do laudo anterior</p><img src="data:image/png;base64,${bluePng().toString('base64')}" alt="anterior.png">`,
        );
        await social.locator('img[alt="anterior.png"]').waitFor();
        await screenshot(page, 'documents-01-estudo-editing');

        await page.getByRole('button', { name: 'Salvar', exact: true }).click();
        await page.getByText('Estudo preliminar salvo.').waitFor();
        // The preview reloads with the saved text (a section more than before at least).
        await expect.poll(() => pagesOf(preview), { timeout: 30_000 }).toBeGreaterThanOrEqual(before);
        await screenshot(page, 'documents-02-estudo-saved');

        await page.reload();
        const again = editorOf(page, 'Diagnóstico ambiental').box;
        await again.getByText('Recuado um nível').waitFor();
        const html = await again.innerHTML();
        expect(html).toContain('<strong>negrito</strong>');
        expect(html).toContain('<em>itálico</em>');
        expect(html).toContain('<u>sublinhado</u>');
        expect(html).toMatch(/<mark data-color="#ffff00"[^>]*>marcado de amarelo<\/mark>/);
        expect(html).toMatch(/<mark data-color="#ffffff"[^>]*>fundo branco<\/mark>/);
        expect(html).toMatch(/<p style="text-align: center;?">Centralizado<\/p>/);
        expect(html).toMatch(/<p style="text-align: right;?">À direita<\/p>/);
        expect(html).toMatch(/<p style="text-align: justify;?">Justificado<\/p>/);
        expect(html).toMatch(/<p data-indent="2"[^>]*>Recuado dois níveis<\/p>/);
        expect(html).toMatch(/<p data-indent="1"[^>]*>Recuado um nível<\/p>/);
        // (The list's paragraphs keep the left alignment chosen just before them.)
        expect(html).toMatch(/<ol><li><p[^>]*>Primeiro item<\/p><\/li><li><p[^>]*>Segundo item<\/p><\/li><\/ol>/);
        expect(html).toMatch(/<ul><li><p[^>]*>Marcador<\/p><\/li><\/ul>/);
        // The picture is a file of the project, shown through a link signed at this read (no base64 in the text).
        expect(html).toMatch(/<img src="\/api\/files\/\d+\/download\?expires=\d+&amp;signature=[\w-]+"/);
        expect(html).not.toContain('data:image');
        expect(await editorOf(page, 'Diagnóstico jurídico').box.innerHTML()).toMatch(
          /<img src="\/api\/files\/\d+\/download\?expires=\d+&amp;signature=[\w-]+" alt="lote.png"/,
        );
        const socialHtml = await editorOf(page, 'Diagnóstico social').box.innerHTML();
        expect(socialHtml).toMatch(
          /<img src="\/api\/files\/\d+\/download\?expires=\d+&amp;signature=[\w-]+" alt="anterior.png"/,
        );
        expect(socialHtml).not.toContain('data:image');
        await expect
          .poll(() => again.locator('img').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
          .toBeGreaterThan(0);
        const reloaded = await previewShows(page);
        const pages = await pagesOf(reloaded);
        expect(pages).toBeGreaterThanOrEqual(1);

        // Imprimir: every page drawn as an image for the print dialog (stubbed: headless has none).
        // (A string: this file is type-checked for Node, without the DOM's types.)
        await page.evaluate(`window.print = () => {
        const images = [...document.querySelectorAll('#pdf-print-root img')];
        document.body.dataset.printed = String(images.filter((i) => i.complete && i.naturalWidth > 1000).length);
      }`);
        await reloaded.getByRole('button', { name: 'Imprimir' }).click();
        await expect
          .poll(() => page.evaluate('document.body.dataset.printed'), { timeout: 30_000 })
          .toBe(String(pages));
        await page.setViewportSize({ width: 800, height: 1000 });
        await screenshot(page, 'documents-03-estudo-narrow');
        expect(
          errors.filter((e) => !/Warning/.test(e)),
          errors.join('\n'),
        ).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it(
    'Relatório Técnico: answers saved, Customizar, a section edited and saved, Voltar às Perguntas',
    { timeout: 180_000 },
    async () => {
      const { page, errors, close } = await signedIn();
      try {
        await page.goto(`${base}/projects/${projectId}/reports/relatorio-tecnico`);
        const nucleo = page.getByRole('textbox', { name: 'Nome do núcleo urbano informal' });
        await nucleo.waitFor();
        await previewShows(page);
        const calculated = page.getByRole('textbox', { name: 'Número de lotes' });
        expect(await calculated.getAttribute('readonly')).not.toBeNull();
        expect(Number(await calculated.inputValue())).toBeGreaterThan(0);
        await nucleo.fill('Núcleo Vila Esperança');
        const equipamentos = page.locator('fieldset', { hasText: 'Equipamentos públicos próximos' });
        await equipamentos.getByRole('button', { name: 'Adicionar linha' }).click();
        await equipamentos.getByRole('textbox', { name: 'Item 1' }).fill('UBS Vila Esperança');
        await equipamentos.getByRole('textbox', { name: 'Valor 1' }).fill('650 m');
        await page.getByRole('button', { name: 'Salvar respostas' }).click();
        await page.getByText('Respostas salvas.').waitFor();
        await screenshot(page, 'documents-04-tecnico-questions');

        await page.getByRole('button', { name: 'Customizar' }).click();
        const intro = editorOf(page, 'Introdução');
        await intro.box.waitFor();
        await expect.poll(() => intro.box.textContent()).toContain('Núcleo Vila Esperança');
        // Once the page has settled (the preview of the generated text is drawn), the caret goes
        // to the very end of the section: a click at the bottom-right of its last paragraph, then
        // Ctrl+End; then a new paragraph.
        await previewShows(page);
        const last = intro.box.locator('p').last();
        const size = (await last.boundingBox())!;
        await last.click({ position: { x: size.width - 2, y: size.height - 4 } });
        // ProseMirror settles a click's selection after the mouse-up; keys sent before that are undone.
        await page.waitForTimeout(300);
        await page.keyboard.press('ControlOrMeta+End');
        await expect.poll(() => page.evaluate('document.activeElement?.getAttribute("aria-label")')).toBe('Introdução');
        await page.keyboard.press('Enter');
        await intro.button('Negrito').click();
        await page.keyboard.type('Parágrafo acrescentado pela equipe técnica.');
        await page.getByRole('button', { name: 'Salvar', exact: true }).click();
        await page.getByText('Relatório técnico salvo.').waitFor();
        await previewShows(page);
        await page.waitForTimeout(2000);
        await screenshot(page, 'documents-05-tecnico-customized');
        // One page drawn, not one per save. On a loaded machine the preview may still be drawing
        // the saved text here (the canvas is replaced), so wait for it to settle.
        await expect
          .poll(() => page.getByRole('region', { name: 'Pré-visualização do PDF' }).locator('canvas').count())
          .toBe(1);

        // A second save sends the section edited alone, and asks for no section back.
        const added = intro.box.locator('p').last();
        const end = (await added.boundingBox())!;
        await added.click({ position: { x: end.width - 2, y: end.height - 4 } });
        await page.waitForTimeout(300);
        await page.keyboard.press('ControlOrMeta+End');
        await page.keyboard.type(' Revisado.');
        const saving = page.waitForResponse(
          (r) => r.request().method() === 'PATCH' && r.url().endsWith('/relatorio-tecnico'),
        );
        await page.getByRole('button', { name: 'Salvar', exact: true }).click();
        const second = await saving;
        expect(second.request().headers().prefer).toBe('return=minimal');
        expect(second.headers()['preference-applied']).toBe('return=minimal');
        expect(Object.keys(JSON.parse(second.request().postData()!).paragraphs)).toEqual(['introducao']);
        expect((await second.json()).paragraphs).toEqual({});
        await expect.poll(() => page.getByRole('button', { name: 'Salvar', exact: true }).isDisabled()).toBe(true);

        // The server now says customised: the page opens in paragraph mode with both edits.
        await page.reload();
        await editorOf(page, 'Introdução')
          .box.getByText('Parágrafo acrescentado pela equipe técnica. Revisado.')
          .waitFor();
        expect(await editorOf(page, 'Introdução').box.innerHTML()).toMatch(
          /<p[^>]*><strong>Parágrafo acrescentado pela equipe técnica\. Revisado\.<\/strong><\/p>$/,
        );

        await page.getByRole('button', { name: 'Voltar às Perguntas' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('O texto personalizado das seções será descartado').waitFor();
        await screenshot(page, 'documents-06-tecnico-confirm');
        await dialog.getByRole('button', { name: 'Descartar e voltar' }).click();
        await expect.poll(() => nucleo.inputValue()).toBe('Núcleo Vila Esperança');
        await page.getByRole('button', { name: 'Customizar' }).click();
        await editorOf(page, 'Introdução').box.waitFor();
        expect(await editorOf(page, 'Introdução').box.textContent()).not.toContain('Parágrafo acrescentado');
        expect(
          errors.filter((e) => !/Warning/.test(e)),
          errors.join('\n'),
        ).toEqual([]);
      } catch (error) {
        await screenshot(page, 'documents-tecnico-failure');
        throw new Error(`${(error as Error).message}\n${errors.join('\n')}`, { cause: error });
      } finally {
        await close();
      }
    },
  );
});
