import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureManifest, verifyWebhookSignature } from './mercadopago';

const secret = 'secreto';
const hmac = (manifest: string) => createHmac('sha256', secret).update(manifest).digest('hex');
const now = 1_790_000_000_000;

describe('the webhook signature', () => {
  it('signs id, request-id and ts, dropping the pair of an absent value, with an alphanumeric id lowercased', () => {
    expect(signatureManifest({ dataId: '123', requestId: 'abc-1', ts: '1790000000' })).toBe('id:123;request-id:abc-1;ts:1790000000;');
    expect(signatureManifest({ dataId: null, requestId: 'abc-1', ts: '1' })).toBe('request-id:abc-1;ts:1;');
    expect(signatureManifest({ dataId: '55', requestId: undefined, ts: '1' })).toBe('id:55;ts:1;');
    expect(signatureManifest({ dataId: 'ABC123', requestId: 'r', ts: '1' })).toBe('id:abc123;request-id:r;ts:1;');
  });

  it('accepts ts in seconds or in milliseconds inside the window, and nothing else', () => {
    const seconds = String(now / 1000);
    const ok = (ts: string, o: { dataId?: string; requestId?: string } = { dataId: '9', requestId: 'r-1' }) =>
      verifyWebhookSignature({ secret, signature: `ts=${ts},v1=${hmac(signatureManifest({ ...o, ts }))}`, requestId: o.requestId, dataId: o.dataId, now });
    expect(ok(seconds)).toBe(true);
    expect(ok(String(now))).toBe(true);
    expect(ok(String(now / 1000 - 29 * 60))).toBe(true);
    expect(ok(String(now / 1000 - 31 * 60))).toBe(false);
    expect(ok(String(now / 1000 + 31 * 60))).toBe(false);
    expect(ok(seconds, { requestId: 'r-1' })).toBe(true);
    const v1 = hmac(signatureManifest({ dataId: '9', requestId: 'r-1', ts: seconds }));
    const check = (signature: string, dataId = '9', requestId = 'r-1') => verifyWebhookSignature({ secret, signature, dataId, requestId, now });
    expect(check(` ts=${seconds} , v1=${v1} `)).toBe(true);
    expect(check(`v1=${v1},ts=${seconds}`)).toBe(true);
    expect(check(`ts=${seconds},v1=${v1.toUpperCase()}`)).toBe(true);
    expect(check(`ts=${seconds},v1=${v1}`, '10')).toBe(false);
    expect(check(`ts=${seconds},v1=${v1}`, '9', 'r-2')).toBe(false);
    expect(check(`ts=${seconds}`)).toBe(false);
    expect(check(`v1=${v1}`)).toBe(false);
    expect(check(`ts=${seconds},v1=${v1.slice(1)}`)).toBe(false);
    expect(check(`ts=abc,v1=${v1}`)).toBe(false);
    expect(verifyWebhookSignature({ secret, signature: undefined, dataId: '9', requestId: 'r-1', now })).toBe(false);
  });
});
