import type { FastifyInstance } from 'fastify';
import { verifyWebhookSignature } from '../../platform/mercadopago';
import type { Services } from '../../platform/services';
import { processProviderNotification } from './payments.service';

type Notification = { type?: unknown; topic?: unknown; action?: unknown; id?: unknown; data?: { id?: unknown } | null };

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);

/**
 * `POST /webhooks/mercadopago`: the provider's notifications (and the simulated checkout's, the
 * same way). The `x-signature` header must sign `data.id` of the query string, `x-request-id` and
 * its `ts`, within the window: otherwise 401 and nothing changes. Then the payment is fetched from
 * the provider and applied, and only then answered 200: a 200 tells Mercado Pago the notification
 * took effect. When it could not be applied (the provider or the database unreachable, or the
 * process dies first) Mercado Pago gets no 200 and sends it again later; applying is idempotent per
 * provider payment, so a notification delivered twice, to one process or to two, takes effect once.
 * A notification without `data.id` in the query (the older `{topic, id}` shape) is refused: its
 * signature would bind no payment.
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
    try {
      const outcome = await processProviderNotification(services, paymentId);
      services.logger.info({ providerPaymentId: paymentId, outcome }, 'payment notification applied');
      return reply.status(200).send({ ok: true });
    } catch (error) {
      services.logger.error({ err: error, providerPaymentId: paymentId }, 'payment notification could not be applied: the provider will send it again');
      return reply.status(503).send({ error: 'No se pudo aplicar la notificación ahora; vuelva a enviarla.' });
    }
  });
}
