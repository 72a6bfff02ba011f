CREATE INDEX "stored_files_uploaded_idx" ON "stored_files" USING btree ("uploaded_at","id");--> statement-breakpoint
CREATE INDEX "users_live_name_idx" ON "users" USING btree ("name","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_role_name_idx" ON "users" USING btree ("role","name","id") WHERE "users"."deleted_at" is null;