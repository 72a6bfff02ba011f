import { describe, expect, it } from 'vitest';
import { archiveExpansionLimit, checkUpload, safeDownloadName, UPLOAD_KINDS } from './upload-rules';

describe('checkUpload', () => {
  const contrato = UPLOAD_KINDS.contrato;
  it('accepts a file whose content matches its allowed extension', () => {
    expect(checkUpload(contrato, 'Contrato Firmado.PDF', 'pdf', false)).toEqual({ mime: 'application/pdf' });
    expect(checkUpload(contrato, 'scan.jpg', 'jpg', false)).toEqual({ mime: 'image/jpeg' });
    expect(checkUpload(contrato, 'contrato.docx', 'docx', false)).toMatchObject({
      mime: expect.stringContaining('word'),
    });
    expect(checkUpload(UPLOAD_KINDS.procedimiento, 'pasos.txt', undefined, true)).toMatchObject({
      mime: expect.stringContaining('text/plain'),
    });
  });
  it('refuses extensions the kind does not take', () => {
    expect(checkUpload(contrato, 'pasos.txt', undefined, true)).toEqual({
      problema: 'Tipo de archivo no permitido. Formatos aceptados: pdf, doc, docx, jpg, png',
    });
    expect(checkUpload(contrato, 'virus.exe', 'exe', false)).toHaveProperty('problema');
    expect(checkUpload(contrato, 'sin-extension', 'pdf', false)).toHaveProperty('problema');
  });
  it('refuses content that is not what the name says', () => {
    expect(checkUpload(contrato, 'falso.pdf', 'exe', false)).toEqual({
      problema: 'El contenido del archivo no corresponde a un .pdf',
    });
    expect(checkUpload(contrato, 'falso.pdf', undefined, true)).toHaveProperty('problema');
    expect(checkUpload(UPLOAD_KINDS.procedimiento, 'binario.txt', 'png', false)).toHaveProperty('problema');
    expect(checkUpload(UPLOAD_KINDS.procedimiento, 'binario.txt', undefined, false)).toHaveProperty(
      'problema',
    );
  });
});

describe('safeDownloadName', () => {
  it('drops paths, quotes and control characters', () => {
    expect(safeDownloadName('../../etc/passwd')).toBe('passwd');
    expect(safeDownloadName('C:\\docs\\con"trato\n.pdf')).toBe('contrato.pdf');
    expect(safeDownloadName('   ')).toBe('archivo');
  });
});

describe('archiveExpansionLimit', () => {
  it('allows 100 times the archive, at least 16 MB and at most 256 MB', () => {
    const MB = 1024 * 1024;
    expect(archiveExpansionLimit(1024)).toBe(16 * MB);
    expect(archiveExpansionLimit(MB)).toBe(100 * MB);
    expect(archiveExpansionLimit(10 * MB)).toBe(256 * MB);
  });
});
