import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { simulatedCheckoutPayments, simulatedCheckoutPreferences } from '../../db/schema/payments';
import type { Database } from '../../platform/db';
import { MercadoPagoClient, preferenceBody, type PaymentProvider, type Preference, type PreferenceRequest, type ProviderPayment } from '../../platform/mercadopago';
import type { Services } from '../../platform/services';

/**
 * The embedded default without Mercado Pago credentials: preferences and "provider" payments kept
 * in two tables of our own, a checkout page served by the portal (simulated-checkout.route.ts),
 * and notifications signed with the webhook secret and sent through the same webhook route.
 */
export class SimulatedCheckout implements PaymentProvider {
  readonly name = 'SIMULATED' as const;
  constructor(
    private readonly database: Database,
    private readonly publicUrl: string,
  ) {}

  async createPreference(request: PreferenceRequest): Promise<Preference> {
    const { db } = this.database;
    // Idempotent by our payment id, as the provider is by the idempotency key.
    const [existing] = await db.select().from(simulatedCheckoutPreferences).where(eq(simulatedCheckoutPreferences.externalReference, request.externalReference));
    const id = existing?.id ?? `sim-${randomBytes(16).toString('hex')}`;
    if (!existing) await db.insert(simulatedCheckoutPreferences).values({ id, externalReference: request.externalReference, body: JSON.stringify(preferenceBody(request)) });
    return { id, checkoutUrl: `${this.publicUrl}/checkout/simulado/${id}` };
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    if (!/^\d{1,10}$/.test(id)) return null;
    const [row] = await this.database.db.select().from(simulatedCheckoutPayments).where(eq(simulatedCheckoutPayments.id, Number(id)));
    if (!row) return null;
    return { id: String(row.id), status: row.status, statusDetail: null, amountCents: row.amountCents, currency: row.currency, externalReference: row.externalReference };
  }

  async searchPayments(externalReference: string): Promise<ProviderPayment[]> {
    const rows = await this.database.db.select().from(simulatedCheckoutPayments).where(eq(simulatedCheckoutPayments.externalReference, externalReference)).orderBy(simulatedCheckoutPayments.id);
    return rows.map((row) => ({ id: String(row.id), status: row.status, statusDetail: null, amountCents: row.amountCents, currency: row.currency, externalReference: row.externalReference }));
  }
}

/**
 * Mercado Pago when MERCADOPAGO_ACCESS_TOKEN is set, else the simulated checkout where the
 * configuration allows it (both stateless); null when online payments are not available.
 */
export function providerFor(services: Pick<Services, 'config' | 'database'>): PaymentProvider | null {
  const { mercadoPago, publicUrl } = services.config;
  if (mercadoPago.accessToken) return new MercadoPagoClient({ accessToken: mercadoPago.accessToken, apiUrl: mercadoPago.apiUrl, timeoutMs: mercadoPago.timeoutMs });
  return mercadoPago.simulatedCheckout ? new SimulatedCheckout(services.database, publicUrl) : null;
}

export const ONLINE_PAYMENTS_UNAVAILABLE =
  'El pago en línea no está disponible todavía: la Asociación no configuró Mercado Pago. Comuníquese con tesorería para pagar por otro medio.';
