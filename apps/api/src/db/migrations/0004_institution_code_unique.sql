-- Hand-written: a database from before this migration may hold two institutions with the same code
-- (case-insensitive). Keep the code on the oldest one and clear it on the others, so the index below
-- can be built; the names stay, and a SYSADMIN can give the others a new code.
UPDATE "institutions" SET "code" = NULL WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY lower("code") ORDER BY "id") AS "n"
    FROM "institutions" WHERE "code" IS NOT NULL
  ) AS "ranked" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "institutions_code_unique" ON "institutions" USING btree (lower("code")) WHERE "institutions"."code" is not null;
