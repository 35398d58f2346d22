import { describe, expect, it } from 'vitest';
import { acceptAttribute, allowedTypesLabel, fileMessages, fileRuleHint, filePurposes, fileRules, LARGEST_FILE_BYTES } from './files';

describe('file rules', () => {
  it('allow each purpose the types and size the product states', () => {
    expect(fileRules.NEWS_IMAGE).toEqual({ types: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 5 * 1024 * 1024 });
    expect(fileRules.JOURNAL_PDF.types).toEqual(['application/pdf']);
    expect(allowedTypesLabel('PROPOSAL_FULL_TEXT')).toBe('PDF, DOCX u ODT');
    expect(fileRules.PROPOSAL_FULL_TEXT.maxBytes).toBe(20 * 1024 * 1024);
    expect(allowedTypesLabel('PAYMENT_RECEIPT')).toBe('PDF, JPEG o PNG');
    expect(fileRules.PAYMENT_RECEIPT.maxBytes).toBe(10 * 1024 * 1024);
    expect(LARGEST_FILE_BYTES).toBe(20 * 1024 * 1024);
  });

  it('say them in Spanish next to the field and in refusals', () => {
    expect(fileRuleHint('NEWS_IMAGE')).toBe('Formatos: PNG, JPEG o WebP. Tamaño máximo: 5 MB.');
    expect(fileRuleHint('JOURNAL_PDF')).toBe('Formatos: PDF. Tamaño máximo: 20 MB.');
    expect(fileMessages.tooLarge('PAYMENT_RECEIPT')).toBe('El archivo supera el tamaño máximo de 10 MB.');
    expect(fileMessages.wrongType('JOURNAL_COVER')).toBe('El archivo debe ser PNG, JPEG o WebP; su contenido no corresponde a ese tipo.');
  });

  it('offer the browser the types and extensions of every purpose', () => {
    expect(acceptAttribute('PROPOSAL_FULL_TEXT')).toBe(
      'application/pdf,.pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx,application/vnd.oasis.opendocument.text,.odt',
    );
    for (const purpose of filePurposes) expect(acceptAttribute(purpose)).not.toBe('');
  });
});
