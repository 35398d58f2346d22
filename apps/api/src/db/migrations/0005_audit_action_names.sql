-- Audit actions renamed to one style (`user.role.granted`); see packages/domain/src/audit.ts.
-- Rows written before keep reading right: their actions are renamed in place.
UPDATE "audit_log" SET "action" = 'user.role.granted' WHERE "action" = 'USER_ROLE_GRANTED';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'user.role.revoked' WHERE "action" = 'USER_ROLE_REVOKED';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'user.disabled' WHERE "action" = 'USER_DISABLED';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'user.enabled' WHERE "action" = 'USER_ENABLED';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'user.recoveryEmail.sent' WHERE "action" = 'USER_RECOVERY_EMAIL_SENT';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'membership.updated' WHERE "action" = 'membership.update';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'membership.terminated' WHERE "action" = 'membership.terminate';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'membership.charges.generated' WHERE "action" = 'membership.generateCharges';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'membershipCategory.created' WHERE "action" = 'membershipCategory.create';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'membershipCategory.updated' WHERE "action" = 'membershipCategory.update';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'membershipCategory.deleted' WHERE "action" = 'membershipCategory.delete';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'news.created' WHERE "action" = 'news.create';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'news.updated' WHERE "action" = 'news.update';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'news.deleted' WHERE "action" = 'news.delete';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'journalIssue.created' WHERE "action" = 'journalIssue.create';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'journalIssue.updated' WHERE "action" = 'journalIssue.update';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'journalIssue.deleted' WHERE "action" = 'journalIssue.delete';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'institution.created' WHERE "action" = 'INSTITUTION_CREATED';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'institution.updated' WHERE "action" = 'INSTITUTION_UPDATED';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'institution.deleted' WHERE "action" = 'INSTITUTION_DELETED';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'university.created' WHERE "action" = 'UNIVERSITY_CREATED';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'university.updated' WHERE "action" = 'UNIVERSITY_UPDATED';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'university.deleted' WHERE "action" = 'UNIVERSITY_DELETED';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'country.created' WHERE "action" = 'COUNTRY_CREATED';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'country.updated' WHERE "action" = 'COUNTRY_UPDATED';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'country.deleted' WHERE "action" = 'COUNTRY_DELETED';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'thematicArea.created' WHERE "action" = 'THEMATIC_AREA_CREATED';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'thematicArea.updated' WHERE "action" = 'THEMATIC_AREA_UPDATED';--> statement-breakpoint
UPDATE "audit_log" SET "action" = 'thematicArea.deleted' WHERE "action" = 'THEMATIC_AREA_DELETED';
