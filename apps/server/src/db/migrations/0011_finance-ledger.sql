CREATE TABLE "expenses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"descripcion" text NOT NULL,
	"monto" bigint NOT NULL,
	"categoria" text NOT NULL,
	"explicacion" text,
	"concepto" text,
	"fecha" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer
);
--> statement-breakpoint
CREATE TABLE "finance_requests" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"route" text NOT NULL,
	"status_code" integer DEFAULT 200 NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"occurred_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"description" text NOT NULL,
	"audit_id" integer,
	"client_id" integer,
	"branch_id" integer,
	"reverses_entry_id" bigint,
	"idempotency_key" text,
	"meta" jsonb,
	CONSTRAINT "ledger_entries_reverses_entry_id_unique" UNIQUE("reverses_entry_id"),
	CONSTRAINT "ledger_entries_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"account" text NOT NULL,
	"client_id" integer,
	"user_id" integer,
	"audit_id" integer,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_lines_amount_not_zero" CHECK ("ledger_lines"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_month_balances" (
	"account" text NOT NULL,
	"client_id" integer DEFAULT 0 NOT NULL,
	"month" date NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_month_balances_account_client_id_month_pk" PRIMARY KEY("account","client_id","month")
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_requests" ADD CONSTRAINT "finance_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_entry_id_ledger_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_live_idx" ON "expenses" USING btree ("fecha","id") WHERE "expenses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "expenses_entry_idx" ON "expenses" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "expenses_created_by_idx" ON "expenses" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "expenses_deleted_by_idx" ON "expenses" USING btree ("deleted_by");--> statement-breakpoint
CREATE INDEX "finance_requests_user_idx" ON "finance_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_audit_idx" ON "ledger_entries" USING btree ("audit_id","id") WHERE "ledger_entries"."audit_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_client_idx" ON "ledger_entries" USING btree ("client_id","occurred_on","id") WHERE "ledger_entries"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_recent_idx" ON "ledger_entries" USING btree ("occurred_on","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_kind_idx" ON "ledger_entries" USING btree ("kind","occurred_on","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_by_idx" ON "ledger_entries" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "ledger_entries_branch_idx" ON "ledger_entries" USING btree ("branch_id") WHERE "ledger_entries"."branch_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_lines_entry_idx" ON "ledger_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_audit_idx" ON "ledger_lines" USING btree ("audit_id","account") WHERE "ledger_lines"."audit_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_lines_client_idx" ON "ledger_lines" USING btree ("client_id","account") WHERE "ledger_lines"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_lines_user_idx" ON "ledger_lines" USING btree ("user_id","account") WHERE "ledger_lines"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_month_balances_client_idx" ON "ledger_month_balances" USING btree ("client_id","account","month");