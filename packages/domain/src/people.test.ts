import { describe, expect, it } from 'vitest';
import { documentField } from './people';

describe('documentField', () => {
  it('accepts the number with or without dots and spaces (as its hint says) and keeps only letters and digits', () => {
    expect(documentField().parse('20.123.456')).toBe('20123456');
    expect(documentField().parse(' 20 123 456 ')).toBe('20123456');
    expect(documentField().parse('aab-123456')).toBe('AAB123456');
  });

  it('refuses what is not a document once dots and spaces are dropped', () => {
    expect(documentField().safeParse('12.345').success).toBe(false);
    expect(documentField().safeParse('20/123/456').success).toBe(false);
  });
});
