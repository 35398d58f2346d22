// The API tests' portal with a fake Mercado Pago of its own (the fake itself: fake-mercadopago-server.ts).
import { FAKE_MP_ACCESS_TOKEN, FAKE_MP_WEBHOOK_SECRET, startFakeMercadoPago } from './fake-mercadopago-server';
import { createHarness } from './harness';

export * from './fake-mercadopago-server';

/** A test portal that talks to a fake Mercado Pago of its own (provider timeouts after 300 ms); `close` stops both. */
export async function harnessWithFakeMercadoPago() {
  const mp = await startFakeMercadoPago({ accessToken: FAKE_MP_ACCESS_TOKEN, webhookSecret: FAKE_MP_WEBHOOK_SECRET });
  const h = await createHarness({ env: { MERCADOPAGO_ACCESS_TOKEN: FAKE_MP_ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET: FAKE_MP_WEBHOOK_SECRET, MERCADOPAGO_API_URL: mp.url, MERCADOPAGO_TIMEOUT_MS: '300' } });
  const close = async () => {
    await h.close();
    await mp.close();
  };
  return { h, mp, close };
}
