import { describe, expect, it } from 'vitest';
import { detectType } from './detect.ts';
import { contentDisposition, downloadName, sanitiseFileName } from './names.ts';
import { heicHead, jpegBytes, pdfBytes, pngBytes } from './samples.ts';

describe('type by content', () => {
  it('knows the accepted formats from their first bytes', async () => {
    expect((await detectType(pngBytes()))?.mime).toBe('image/png');
    expect((await detectType(jpegBytes()))?.mime).toBe('image/jpeg');
    expect((await detectType(pdfBytes()))?.mime).toBe('application/pdf');
    expect((await detectType(heicHead()))?.mime).toBe('image/heic');
    expect((await detectType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')))?.mime).toBe('image/gif');
    expect((await detectType(Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1')))?.mime).toBe('image/webp');
    expect((await detectType(Buffer.from('\x00\x00\x00\x18ftypmif1\x00\x00\x00\x00mif1heic', 'latin1')))?.mime).toBe(
      'image/heif',
    );
  });

  it('refuses everything else', async () => {
    for (const bytes of [
      Buffer.from('hello'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('MZ\x90\x00', 'latin1'), // a Windows program
      Buffer.from('PK\x03\x04', 'latin1'), // zip, docx
      Buffer.from('\x00\x00\x00\x18ftypavif\x00\x00\x00\x00', 'latin1'), // AVIF is not HEIC
      Buffer.from('\x00\x00\x00\x18ftypisom', 'latin1'), // MP4 video
      Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'),
      Buffer.alloc(0),
      Buffer.from([0xff, 0xd8]),
    ]) {
      expect(await detectType(bytes)).toBeNull();
    }
  });
});

describe('file names', () => {
  it('keeps a display name only', () => {
    expect(sanitiseFileName('C:\\Users\\ana\\Documentos\\RG frente.jpg')).toBe('RG frente.jpg');
    expect(sanitiseFileName('/../../x.png')).toBe('x.png');
    expect(sanitiseFileName('a%22b%0D%0A.pdf')).toBe('a"b.pdf');
    expect(sanitiseFileName('  ...oculto.png ')).toBe('oculto.png');
    expect(sanitiseFileName('Certida\u0303o.pdf')).toBe('Certidão.pdf'); // NFC
    expect(sanitiseFileName(undefined)).toBe('arquivo');
    expect([...sanitiseFileName(`${'ç'.repeat(300)}.pdf`)].length).toBe(200);
  });

  it('gives the saved name the real extension and a safe header', async () => {
    expect(downloadName('rg.JPEG', (await detectType(jpegBytes()))!)).toBe('rg.JPEG');
    expect(downloadName('rg.heic', (await detectType(jpegBytes()))!)).toBe('rg.heic.jpg');
    expect(contentDisposition('ação; "x".pdf')).toBe(
      `inline; filename="acao_ _x_.pdf"; filename*=UTF-8''a%C3%A7%C3%A3o%3B%20%22x%22.pdf`,
    );
  });
});
