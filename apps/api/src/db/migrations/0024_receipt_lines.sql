ALTER TABLE "receipts" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Receipts issued before: their lines as the allocations say now, with refunded credits given back
-- to the charge they came from (a refund took them off the allocation).
UPDATE "receipts" r SET "lines" = coalesce((
  SELECT jsonb_agg(jsonb_build_object('chargeId', x.charge_id, 'description', c.description, 'amountCents', x.cents) ORDER BY x.charge_id)
  FROM (
    SELECT charge_id, sum(cents)::integer AS cents FROM (
      SELECT a.charge_id, a.amount_cents AS cents FROM "payment_allocations" a WHERE a.payment_id = r.payment_id
      UNION ALL
      SELECT cr.charge_id, cr.amount_cents FROM "credits" cr WHERE cr.payment_id = r.payment_id AND cr.status = 'REFUNDED'
    ) parts GROUP BY charge_id
  ) x JOIN "charges" c ON c.id = x.charge_id
), '[]'::jsonb);
