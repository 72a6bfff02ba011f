ALTER TABLE "activity_log" ADD COLUMN "target_type" text;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "target_id" text;--> statement-breakpoint
CREATE INDEX "activity_log_at_idx" ON "activity_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "activity_log_action_idx" ON "activity_log" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "activity_log_target_idx" ON "activity_log" USING btree ("target_type","at","id");