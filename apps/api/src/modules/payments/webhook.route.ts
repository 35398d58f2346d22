import type { FastifyInstance } from 'fastify';
import { verifyWebhookSignature } from '../../platform/mercadopago';
import type { Services } from '../../platform/services';
import { processProviderNotification } from './payments.service';

/** Work started by notifications and not yet finished (the answer goes out first). */
const inFlight = new Set<Promise<unknown>>();
/** Resolves when every notification received so far has been applied (tests, shutdown). */
export const webhookWorkSettled = async () => {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
};

const RETRY_DELAYS_MS = [1000, 5000];

type Notification = { type?: unknown; topic?: unknown; action?: unknown; id?: unknown; data?: { id?: unknown } | null };

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);

/**
 * `POST /webhooks/mercadopago`: the provider's notifications (and the simulated checkout's, the
 * same way). The `x-signature` header must sign `data.id` of the query string, `x-request-id` and
 * its `ts`, within the window: otherwise 401 and nothing changes. Then 200 at once, and the
 * payment is fetched from the provider and applied. A notification without `data.id` in the
 * query (the older `{topic, id}` shape) is refused: its signature would bind no payment.
 */
export function registerMercadoPagoWebhook(server: FastifyInstance, services: Services) {
  server.post<{ Querystring: Record<string, string | undefined>; Body: Notification | undefined }>('/webhooks/mercadopago', { bodyLimit: 64 * 1024 }, async (req, reply) => {
    const query = req.query ?? {};
    const body: Notification = req.body && typeof req.body === 'object' ? req.body : {};
    const queryDataId = text(query['data.id']);
    const requestId = text(req.headers['x-request-id']);
    const signature = text(req.headers['x-signature']);
    if (!verifyWebhookSignature({ secret: services.config.mercadoPago.webhookSecret, signature, requestId, dataId: queryDataId })) {
      return reply.status(401).send({ error: 'Firma inválida.' });
    }
    const bodyId = text(body.data?.id) ?? text(body.id);
    // The id that was signed is the one acted on: a body naming another one is not this notification.
    if (queryDataId && bodyId && queryDataId !== bodyId) return reply.status(401).send({ error: 'Firma inválida.' });
    const kind = text(body.type) ?? text(body.topic) ?? text(query.type) ?? text(query.topic);
    // Signed, so present (verifyWebhookSignature requires it).
    const paymentId = queryDataId;
    if (kind !== 'payment' || !paymentId) return reply.status(200).send({ ok: true });
    const work = (async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          const outcome = await processProviderNotification(services, paymentId);
          services.logger.info({ providerPaymentId: paymentId, outcome }, 'payment notification applied');
          return;
        } catch (error) {
          if (attempt >= RETRY_DELAYS_MS.length) {
            services.logger.error({ err: error, providerPaymentId: paymentId }, 'payment notification could not be applied');
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
        }
      }
    })();
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
    return reply.status(200).send({ ok: true });
  });
}
