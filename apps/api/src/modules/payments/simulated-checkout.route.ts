import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { formatCents } from '@portal/domain/money';
import { payments, simulatedCheckoutPayments, simulatedCheckoutPreferences } from '../../db/schema/payments';
import { escapeHtml } from '../../platform/mail-layout';
import { signWebhook } from '../../platform/mercadopago';
import type { Services } from '../../platform/services';

type StoredPreference = {
  items: { title: string; unit_price: number; quantity: number; currency_id: string }[];
  back_urls: { success: string; pending: string; failure: string };
};

const DECISIONS = {
  aprobar: { status: 'approved', back: 'success' },
  pendiente: { status: 'in_process', back: 'pending' },
  rechazar: { status: 'rejected', back: 'failure' },
} as const;

/** The form's one field: exactly one of the three choices (never looked up on an object's prototype). */
const decisionForm = z.object({ decision: z.enum(['aprobar', 'pendiente', 'rechazar']) });

/** A decision that ends the checkout: after it, the page takes no other (a pending one can still be decided). */
const FINAL_STATUSES = [DECISIONS.aprobar.status, DECISIONS.rechazar.status];

const PREFERENCE_ID = /^sim-[0-9a-f]{32}$/;

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Asociación Académica</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f6f8;color:#1c2430;margin:0}
main{max-width:560px;margin:32px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.5rem;margin:0 0 8px} p{line-height:1.5}
table{width:100%;border-collapse:collapse;margin:16px 0} th,td{text-align:left;padding:8px 4px;border-bottom:1px solid #dde1e6} td.n,th.n{text-align:right;white-space:nowrap}
.buttons{display:flex;flex-wrap:wrap;gap:12px;margin-top:16px}
button{font:inherit;padding:10px 18px;border-radius:6px;border:1px solid #0b5cad;cursor:pointer}
.ok{background:#0b5cad;color:#fff}.wait{background:#fff;color:#0b5cad}.no{background:#fff;color:#a4161a;border-color:#a4161a}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.note{font-size:.9rem;color:#4a5563;background:#fff8e1;border-left:4px solid #b26a00;padding:8px 12px}
@media (max-width:600px){main{margin:0;border-radius:0;padding:16px}button{flex:1 1 100%}}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The local simulated checkout (no Mercado Pago credentials): `GET /checkout/simulado/{id}` shows
 * what is paid and three choices; choosing one records the "provider" payment, signs a
 * notification with the webhook secret and sends it through `POST /webhooks/mercadopago` (the
 * same route and code the provider's notifications take), then sends the browser back to the
 * preference's back URL as the provider does.
 */
export function registerSimulatedCheckout(server: FastifyInstance, services: Services) {
  const { db } = services.database;
  const load = async (id: string) => {
    if (!PREFERENCE_ID.test(id)) return null;
    const [row] = await db.select().from(simulatedCheckoutPreferences).where(eq(simulatedCheckoutPreferences.id, id));
    if (!row) return null;
    const [payment] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, row.externalReference));
    return { row, body: JSON.parse(row.body) as StoredPreference, status: payment?.status ?? null };
  };
  const notFoundPage = page('Pago no encontrado', '<h1>Pago no encontrado</h1><p>El enlace de pago no es válido o venció.</p>');

  void server.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    scope.get<{ Params: { id: string } }>('/checkout/simulado/:id', async (req, reply) => {
      reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store');
      const found = await load(req.params.id);
      if (!found) return reply.status(404).send(notFoundPage);
      const { body, status } = found;
      const total = body.items.reduce((sum, i) => sum + Math.round(i.unit_price * 100) * i.quantity, 0);
      const rows = body.items.map((i) => `<tr><td>${escapeHtml(i.title)}</td><td class="n">${formatCents(Math.round(i.unit_price * 100) * i.quantity)}</td></tr>`).join('');
      const choices =
        status === 'PENDING'
          ? `<form method="post" action="/checkout/simulado/${found.row.id}"><div class="buttons">
<button class="ok" type="submit" name="decision" value="aprobar">Aprobar el pago</button>
<button class="wait" type="submit" name="decision" value="pendiente">Dejarlo pendiente</button>
<button class="no" type="submit" name="decision" value="rechazar">Rechazar el pago</button></div></form>`
          : `<p>${status === 'CANCELLED' ? 'Este pago quedó anulado: otro pago ya saldó sus cargos.' : 'Este pago ya fue procesado.'}</p><p><a href="${escapeHtml(body.back_urls.pending.replace(/\/pago\/pendiente$/, ''))}">Volver al estado de cuenta</a></p>`;
      return reply.send(
        page(
          'Pago simulado',
          `<h1>Pago simulado</h1>
<p class="note">Este portal no tiene configurado Mercado Pago: este pago es una simulación local y no mueve dinero.</p>
<table><caption class="sr">Conceptos a pagar</caption><thead><tr><th scope="col">Concepto</th><th scope="col" class="n">Importe</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><th scope="row">Total</th><td class="n"><strong>${formatCents(total)}</strong></td></tr></tfoot></table>${choices}`,
        ),
      );
    });

    scope.post<{ Params: { id: string }; Body: Record<string, string> | undefined }>('/checkout/simulado/:id', async (req, reply) => {
      const form = decisionForm.safeParse(req.body ?? {});
      if (!form.success) {
        return reply.status(400).header('content-type', 'text/html; charset=utf-8').send(page('Opción no válida', '<h1>Opción no válida</h1><p>Elija aprobar, dejar pendiente o rechazar el pago.</p>'));
      }
      const decision = DECISIONS[form.data.decision];
      const found = await load(req.params.id);
      if (!found) return reply.status(404).header('content-type', 'text/html; charset=utf-8').send(notFoundPage);
      const { row, body } = found;
      const processed = () => reply.redirect(`/checkout/simulado/${row.id}`, 303);
      if (found.status !== 'PENDING') return processed();
      const amountCents = body.items.reduce((sum, i) => sum + Math.round(i.unit_price * 100) * i.quantity, 0);
      // One decision per checkout, however many arrive at once: the preference's row is locked
      // while this one looks for an earlier final decision and records its own.
      const simulated = await db.transaction(async (tx) => {
        await tx.select({ id: simulatedCheckoutPreferences.id }).from(simulatedCheckoutPreferences).where(eq(simulatedCheckoutPreferences.id, row.id)).for('update');
        const [decided] = await tx
          .select({ id: simulatedCheckoutPayments.id })
          .from(simulatedCheckoutPayments)
          .where(and(eq(simulatedCheckoutPayments.preferenceId, row.id), inArray(simulatedCheckoutPayments.status, FINAL_STATUSES)))
          .limit(1);
        if (decided) return null;
        const [inserted] = await tx
          .insert(simulatedCheckoutPayments)
          .values({ preferenceId: row.id, externalReference: row.externalReference, amountCents, currency: body.items[0]?.currency_id ?? 'ARS', status: decision.status })
          .returning({ id: simulatedCheckoutPayments.id });
        return inserted;
      });
      if (!simulated) return processed();
      const dataId = String(simulated.id);
      const requestId = randomUUID();
      const signature = signWebhook(services.config.mercadoPago.webhookSecret, { dataId, requestId, ts: String(Date.now()) });
      const notified = await server.inject({
        method: 'POST',
        url: `/webhooks/mercadopago?data.id=${dataId}&type=payment`,
        headers: { 'content-type': 'application/json', 'x-signature': signature, 'x-request-id': requestId },
        payload: JSON.stringify({ action: 'payment.created', api_version: 'v1', type: 'payment', data: { id: dataId }, date_created: new Date().toISOString(), live_mode: false }),
      });
      if (notified.statusCode !== 200) services.logger.error({ status: notified.statusCode }, 'the simulated checkout notification was refused');
      const back = new URL(body.back_urls[decision.back]);
      const params = { collection_id: dataId, collection_status: decision.status, payment_id: dataId, status: decision.status, external_reference: row.externalReference, preference_id: row.id };
      for (const [k, v] of Object.entries(params)) back.searchParams.set(k, v);
      return reply.redirect(back.toString(), 303);
    });
  });
}
