// Fields two object types show alike (account-fields.ts does the same for `Account` and `Me`).
import type { ChargeStatus } from '@portal/domain/charges';
import type { builder } from './builder';
import { ChargeStatusEnum } from './enums';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer S> ? S : never;

type ConferenceFacts = { id: number; name: string; edition: number; venue: string; inscriptionStart: string; inscriptionEnd: string; startDate: string; endDate: string };

/** The public facts of an edition, as `Conference` and `InscriptionConference` both show them (dates yyyy-mm-dd). */
export function conferenceFactFields<P extends ConferenceFacts>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, P>) {
  return {
    id: t.id({ resolve: (c) => c.id }),
    name: t.string({ resolve: (c) => c.name }),
    edition: t.int({ resolve: (c) => c.edition }),
    venue: t.string({ resolve: (c) => c.venue }),
    inscriptionStart: t.string({ resolve: (c) => c.inscriptionStart }),
    inscriptionEnd: t.string({ resolve: (c) => c.inscriptionEnd }),
    startDate: t.string({ resolve: (c) => c.startDate }),
    endDate: t.string({ resolve: (c) => c.endDate }),
  };
}

type ChargeFacts = { id: number; description: string; amountCents: number; currency: string; status: ChargeStatus; paidAt: Date | null };

/** A charge as `MembershipCharge` and `InscriptionCharge` both show it; the amount was fixed when it was created. */
export function chargeFields<P extends ChargeFacts>(t: PothosSchemaTypes.ObjectFieldBuilder<Types, P>) {
  return {
    id: t.id({ resolve: (c) => c.id }),
    description: t.string({ resolve: (c) => c.description }),
    amountCents: t.int({ description: 'ARS cents.', resolve: (c) => c.amountCents }),
    currency: t.string({ resolve: (c) => c.currency }),
    status: t.field({ type: ChargeStatusEnum, resolve: (c) => c.status }),
    paidAt: t.string({ nullable: true, description: 'ISO 8601 UTC.', resolve: (c) => c.paidAt?.toISOString() ?? null }),
  };
}
