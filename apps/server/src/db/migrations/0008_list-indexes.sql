DROP INDEX "audits_estado_idx";--> statement-breakpoint
DROP INDEX "audits_client_idx";--> statement-breakpoint
CREATE INDEX "audits_live_created_idx" ON "audits" USING btree ("created_at","id") WHERE "audits"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "audits_live_estado_created_idx" ON "audits" USING btree ("estado","created_at","id") WHERE "audits"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "audits_live_client_created_idx" ON "audits" USING btree ("client_id","created_at","id") WHERE "audits"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "audits_live_operador_created_idx" ON "audits" USING btree ("operador_id","created_at","id") WHERE "audits"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "audits_live_supervisor_created_idx" ON "audits" USING btree ("supervisor_id","created_at","id") WHERE "audits"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "audits_client_idx" ON "audits" USING btree ("client_id");