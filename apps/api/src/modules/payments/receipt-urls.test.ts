import { describe, expect, it } from 'vitest';
import { signReceiptUrl, verifyReceiptSignature } from './receipt-urls';

const now = 1_790_000_000_000;
const id = '0e7a3c1e-8a64-4c1f-9f5e-2b1c6d7e8f90';

describe('receipt links', () => {
  it('open for ten minutes, for the payment they were signed for, with the secret that signed them', () => {
    const url = new URL(signReceiptUrl('secreto', id, undefined, now), 'http://x');
    expect(url.pathname).toBe(`/comprobantes/${id}`);
    const exp = url.searchParams.get('exp')!;
    const sig = url.searchParams.get('sig')!;
    expect(Number(exp)).toBe(now / 1000 + 600);
    expect(verifyReceiptSignature('secreto', id, exp, sig, now)).toBe(true);
    expect(verifyReceiptSignature('secreto', id, exp, sig, now + 600_000)).toBe(true);
    expect(verifyReceiptSignature('secreto', id, exp, sig, now + 600_001)).toBe(false);
    expect(verifyReceiptSignature('otro', id, exp, sig, now)).toBe(false);
    expect(verifyReceiptSignature('secreto', id.replace('0e7a', '1e7a'), exp, sig, now)).toBe(false);
    expect(verifyReceiptSignature('secreto', id, String(Number(exp) + 1), sig, now)).toBe(false);
    expect(verifyReceiptSignature('secreto', id, exp, sig.slice(1), now)).toBe(false);
    expect(verifyReceiptSignature('secreto', id, undefined, sig, now)).toBe(false);
    expect(verifyReceiptSignature('secreto', id, exp, undefined, now)).toBe(false);
    expect(verifyReceiptSignature('secreto', id, `${exp}x`, sig, now)).toBe(false);
    expect(verifyReceiptSignature('secreto', id, `x${exp}`, sig, now)).toBe(false);
  });
});
