CREATE TABLE "institution_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "institution_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"institution_id" integer NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "proposal_authors" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposal_authors" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institution_history" ADD CONSTRAINT "institution_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_history" ADD CONSTRAINT "institution_history_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institution_history_user_idx" ON "institution_history" USING btree ("user_id","institution_id");--> statement-breakpoint
CREATE INDEX "institution_history_institution_idx" ON "institution_history" USING btree ("institution_id");--> statement-breakpoint
--> statement-breakpoint
-- Conflicts of interest rest on a history of institutions the person cannot rewrite
-- (platform/conflict-of-interest.ts): every change of academic_info's first or secondary
-- institution, by whoever and however (self-service, an admin, a seed, a catalogue merge), closes
-- the stretches that ended and opens the new ones. Today's institutions start the history.
INSERT INTO "institution_history" ("user_id", "institution_id", "valid_from")
SELECT DISTINCT ai."user_id", i.id, ai."updated_at"
FROM "academic_info" ai CROSS JOIN LATERAL unnest(array[ai."first_institution_id", ai."secondary_institution_id"]) AS i(id)
WHERE i.id IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION academic_info_institution_history() RETURNS trigger
  LANGUAGE plpgsql
AS $$
DECLARE
  person uuid;
  held integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    person := OLD.user_id;
    held := '{}';
  ELSE
    person := NEW.user_id;
    held := array_remove(array[NEW.first_institution_id, NEW.secondary_institution_id], NULL);
  END IF;
  UPDATE institution_history SET valid_to = now()
    WHERE user_id = person AND valid_to IS NULL AND NOT (institution_id = ANY (held));
  INSERT INTO institution_history (user_id, institution_id)
    SELECT person, i FROM unnest(held) AS i
    WHERE NOT EXISTS (SELECT 1 FROM institution_history h WHERE h.user_id = person AND h.institution_id = i AND h.valid_to IS NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER academic_info_institution_history
  AFTER INSERT OR DELETE OR UPDATE OF first_institution_id, secondary_institution_id ON "academic_info"
  FOR EACH ROW EXECUTE FUNCTION academic_info_institution_history();
--> statement-breakpoint
-- Co-authorship links: the submitter's own row counts as accepted; any other link to an account is
-- pending until that person accepts it (it then counts for conflicts of interest).
UPDATE "proposal_authors" pa SET "accepted_at" = p."created_at" FROM "proposals" p WHERE p.id = pa.proposal_id AND pa.user_id = p.submitted_by;
