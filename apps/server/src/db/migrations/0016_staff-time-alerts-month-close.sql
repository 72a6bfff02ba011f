CREATE TABLE "closed_periods" (
	"anio" integer NOT NULL,
	"mes" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	CONSTRAINT "closed_periods_mes_check" CHECK ("closed_periods"."mes" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "overtime_authorizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "overtime_authorizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"minutos" integer NOT NULL,
	"motivo" text NOT NULL,
	"authorized_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	CONSTRAINT "overtime_authorizations_minutos_check" CHECK ("overtime_authorizations"."minutos" > 0 and "overtime_authorizations"."minutos" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "period_closure_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "period_closure_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"anio" integer NOT NULL,
	"mes" integer NOT NULL,
	"accion" text NOT NULL,
	"motivo" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "period_closure_events_accion_check" CHECK ("period_closure_events"."accion" in ('cerrar', 'reabrir'))
);
--> statement-breakpoint
CREATE TABLE "time_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"audit_id" integer NOT NULL,
	"user_id" integer,
	"tipo" text NOT NULL,
	"prioridad" text NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"tiempo_estimado_minutos" integer NOT NULL,
	"tiempo_real_minutos" integer NOT NULL,
	"mensaje" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"viewed_by" integer,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolucion" text,
	"nota" text,
	CONSTRAINT "time_alerts_tipo_check" CHECK ("time_alerts"."tipo" in ('EXCESO', 'ANTICIPO')),
	CONSTRAINT "time_alerts_prioridad_check" CHECK ("time_alerts"."prioridad" in ('alta', 'media', 'baja')),
	CONSTRAINT "time_alerts_estado_check" CHECK ("time_alerts"."estado" in ('pendiente', 'revisada', 'resuelta'))
);
--> statement-breakpoint
ALTER TABLE "closed_periods" ADD CONSTRAINT "closed_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_authorizations" ADD CONSTRAINT "overtime_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_authorizations" ADD CONSTRAINT "overtime_authorizations_authorized_by_users_id_fk" FOREIGN KEY ("authorized_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overtime_authorizations" ADD CONSTRAINT "overtime_authorizations_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_closure_events" ADD CONSTRAINT "period_closure_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_alerts" ADD CONSTRAINT "time_alerts_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_alerts" ADD CONSTRAINT "time_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_alerts" ADD CONSTRAINT "time_alerts_viewed_by_users_id_fk" FOREIGN KEY ("viewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_alerts" ADD CONSTRAINT "time_alerts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "closed_periods_period_unique" ON "closed_periods" USING btree ("anio","mes");--> statement-breakpoint
CREATE INDEX "closed_periods_closed_by_idx" ON "closed_periods" USING btree ("closed_by");--> statement-breakpoint
CREATE UNIQUE INDEX "overtime_authorizations_live_unique" ON "overtime_authorizations" USING btree ("user_id","fecha") WHERE "overtime_authorizations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "overtime_authorizations_user_day_idx" ON "overtime_authorizations" USING btree ("user_id","fecha");--> statement-breakpoint
CREATE INDEX "overtime_authorizations_authorized_by_idx" ON "overtime_authorizations" USING btree ("authorized_by");--> statement-breakpoint
CREATE INDEX "overtime_authorizations_revoked_by_idx" ON "overtime_authorizations" USING btree ("revoked_by");--> statement-breakpoint
CREATE INDEX "period_closure_events_period_idx" ON "period_closure_events" USING btree ("anio","mes","id");--> statement-breakpoint
CREATE INDEX "period_closure_events_user_idx" ON "period_closure_events" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_alerts_audit_kind_unique" ON "time_alerts" USING btree ("audit_id","tipo");--> statement-breakpoint
CREATE INDEX "time_alerts_recent_idx" ON "time_alerts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "time_alerts_open_idx" ON "time_alerts" USING btree ("estado","created_at") WHERE "time_alerts"."estado" <> 'resuelta';--> statement-breakpoint
CREATE INDEX "time_alerts_user_idx" ON "time_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "time_alerts_viewed_by_idx" ON "time_alerts" USING btree ("viewed_by");--> statement-breakpoint
CREATE INDEX "time_alerts_resolved_by_idx" ON "time_alerts" USING btree ("resolved_by");--> statement-breakpoint
-- A closed month takes no ledger entry dated in it (docs/decisions.md: "Cierre de mes"). The services refuse first with
-- a Spanish answer; this is the database's own guarantee, whatever path writes.
CREATE FUNCTION "ledger_entries_refuse_closed_period"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "closed_periods"
    WHERE "anio" = extract(year FROM NEW."occurred_on")::int AND "mes" = extract(month FROM NEW."occurred_on")::int
  ) THEN
    RAISE EXCEPTION 'el mes %/% está cerrado', extract(month FROM NEW."occurred_on")::int,
      extract(year FROM NEW."occurred_on")::int USING ERRCODE = 'AU001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_closed_period" BEFORE INSERT ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_refuse_closed_period"();
