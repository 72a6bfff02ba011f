CREATE TABLE "salary_configs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"mes" integer NOT NULL,
	"anio" integer NOT NULL,
	"sueldo_referencia" bigint NOT NULL,
	"valor_dia_pago" bigint NOT NULL,
	"tipo_pago" text NOT NULL,
	"valor_hora" bigint NOT NULL,
	"plus_tipo" text NOT NULL,
	"plus_porcentaje" double precision NOT NULL,
	"plus_monto_fijo" bigint NOT NULL,
	"objetivo_auditorias" integer NOT NULL,
	"objetivo_correcciones" integer,
	"es_sueldo_fijo" boolean NOT NULL,
	"cobra_francos" boolean NOT NULL,
	"admin_gana_sueldo" boolean NOT NULL,
	"dias_vacaciones" integer NOT NULL,
	"francos_marcados" jsonb NOT NULL,
	"pago_doble_en_francos" boolean NOT NULL,
	"valor_dia_trabajo_en_franco" bigint NOT NULL,
	"fecha_ingreso" date,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_configs_mes_check" CHECK ("salary_configs"."mes" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "salary_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"salary_id" integer NOT NULL,
	"entry_id" bigint NOT NULL,
	"monto" bigint NOT NULL,
	"tipo_pago" text NOT NULL,
	"concepto" text,
	"notas" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reversal_entry_id" bigint,
	"motivo_reversion" text,
	"reverted_by" integer,
	"reverted_at" timestamp with time zone,
	CONSTRAINT "salary_payments_entry_id_unique" UNIQUE("entry_id")
);
--> statement-breakpoint
CREATE TABLE "salary_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"mes" integer NOT NULL,
	"anio" integer NOT NULL,
	"estado" text DEFAULT 'calculado' NOT NULL,
	"rol" text NOT NULL,
	"sueldo_referencia" bigint NOT NULL,
	"valor_dia_pago" bigint NOT NULL,
	"valor_hora" bigint NOT NULL,
	"tipo_pago" text NOT NULL,
	"domingos_mes" integer NOT NULL,
	"feriados_mes" integer NOT NULL,
	"pago_francos" bigint NOT NULL,
	"porcentaje_objetivo" double precision NOT NULL,
	"auditorias_hechas" integer NOT NULL,
	"correcciones_hechas" integer NOT NULL,
	"minutos_trabajados" integer NOT NULL,
	"monto_auditorias" bigint NOT NULL,
	"plus_tipo" text NOT NULL,
	"plus_porcentaje" double precision NOT NULL,
	"plus_monto_fijo" bigint NOT NULL,
	"monto_plus" bigint NOT NULL,
	"sueldo_base" bigint NOT NULL,
	"sueldo_final" bigint NOT NULL,
	"monto_devengado" bigint DEFAULT 0 NOT NULL,
	"total_pagado" bigint DEFAULT 0 NOT NULL,
	"calculo" jsonb NOT NULL,
	"calculated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_records_estado_check" CHECK ("salary_records"."estado" in ('calculado', 'pagado')),
	CONSTRAINT "salary_records_paid_check" CHECK ("salary_records"."total_pagado" >= 0 and "salary_records"."total_pagado" <= "salary_records"."sueldo_final")
);
--> statement-breakpoint
ALTER TABLE "salary_configs" ADD CONSTRAINT "salary_configs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_configs" ADD CONSTRAINT "salary_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payments" ADD CONSTRAINT "salary_payments_salary_id_salary_records_id_fk" FOREIGN KEY ("salary_id") REFERENCES "public"."salary_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payments" ADD CONSTRAINT "salary_payments_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payments" ADD CONSTRAINT "salary_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payments" ADD CONSTRAINT "salary_payments_reversal_entry_id_ledger_entries_id_fk" FOREIGN KEY ("reversal_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_payments" ADD CONSTRAINT "salary_payments_reverted_by_users_id_fk" FOREIGN KEY ("reverted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_records" ADD CONSTRAINT "salary_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salary_configs_user_period_unique" ON "salary_configs" USING btree ("user_id","anio","mes");--> statement-breakpoint
CREATE INDEX "salary_configs_updated_by_idx" ON "salary_configs" USING btree ("updated_by");--> statement-breakpoint
CREATE INDEX "salary_payments_salary_idx" ON "salary_payments" USING btree ("salary_id");--> statement-breakpoint
CREATE INDEX "salary_payments_created_by_idx" ON "salary_payments" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "salary_payments_reverted_by_idx" ON "salary_payments" USING btree ("reverted_by");--> statement-breakpoint
CREATE INDEX "salary_payments_reversal_idx" ON "salary_payments" USING btree ("reversal_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salary_records_user_period_unique" ON "salary_records" USING btree ("user_id","anio","mes");--> statement-breakpoint
CREATE INDEX "salary_records_period_idx" ON "salary_records" USING btree ("anio","mes","id");