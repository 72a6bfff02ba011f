CREATE TYPE "public"."commission_type" AS ENUM('porcentaje', 'fijo');--> statement-breakpoint
CREATE TYPE "public"."audit_modality" AS ENUM('manual', 'por_dias', 'fecha_exacta');--> statement-breakpoint
CREATE TYPE "public"."payment_term" AS ENUM('contado', '15 días', '30 días', '60 días', '90 días');--> statement-breakpoint
CREATE TYPE "public"."priority" AS ENUM('normal', 'prioritaria', 'urgente');--> statement-breakpoint
CREATE TYPE "public"."file_kind" AS ENUM('contrato', 'procedimiento');--> statement-breakpoint
CREATE TYPE "public"."operator_client_status" AS ENUM('asignado', 'bloqueado');--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "file_kind" NOT NULL,
	"storage_key" text NOT NULL,
	"nombre_original" text NOT NULL,
	"tipo_mime" text NOT NULL,
	"tamano" integer NOT NULL,
	"uploaded_by" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "operator_client_permissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_client_permissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"status" "operator_client_status" NOT NULL,
	"reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "dvr_id" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "dvr_password_enc" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "tiempo_auditoria" integer;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "tiempo_estimado_min" integer;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "precio_normal" bigint;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "precio_prioritaria" bigint;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "precio_urgente" bigint;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "pago_operador_normal" bigint;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "pago_operador_prioritaria" bigint;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "pago_operador_urgente" bigint;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "tipo_comision" "commission_type";--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "comision_operador" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "monto_fijo_operador" bigint;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "modalidad" "audit_modality";--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "dias_auditoria" text[];--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "fecha_exacta" date;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "instrucciones_op" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "archivo_procedimiento_id" integer;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "auditoria_fija_mes" boolean;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "urgencia" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "prioritaria" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "empresa" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "cuit" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sitio_web" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "facturacion" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "condiciones_pago" "payment_term" DEFAULT 'contado' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "costo_auditoria" bigint DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tiempo_estimado_min" integer DEFAULT 240 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "comision_operador" numeric(5, 2) DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "monto_fijo_operador" bigint DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tipo_comision" "commission_type" DEFAULT 'porcentaje' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "limite_dias" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "auditoria_fija_mes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tipo_auditoria_default" "priority" DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "tiempo_auditoria_cliente" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "dvr_id_principal" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "dvr_password_principal_enc" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "instrucciones_operador" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "contrato_archivo_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "contrato_fecha_firma" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "contrato_observaciones" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "descuento_volumen" numeric(5, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "modalidad" "audit_modality" DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "dias_auditoria" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "fecha_exacta" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "archivo_procedimiento_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_client_permissions" ADD CONSTRAINT "operator_client_permissions_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_client_permissions" ADD CONSTRAINT "operator_client_permissions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_client_permissions" ADD CONSTRAINT "operator_client_permissions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_uploaded_by_idx" ON "stored_files" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "stored_files_unattached_idx" ON "stored_files" USING btree ("attached_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ocp_operator_client_unique" ON "operator_client_permissions" USING btree ("operator_id","client_id");--> statement-breakpoint
CREATE INDEX "ocp_client_idx" ON "operator_client_permissions" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "ocp_created_by_idx" ON "operator_client_permissions" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "settings_updated_by_idx" ON "settings" USING btree ("updated_by");--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_archivo_procedimiento_id_stored_files_id_fk" FOREIGN KEY ("archivo_procedimiento_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_parent_id_clients_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_contrato_archivo_id_stored_files_id_fk" FOREIGN KEY ("contrato_archivo_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_archivo_procedimiento_id_stored_files_id_fk" FOREIGN KEY ("archivo_procedimiento_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branches_procedimiento_idx" ON "branches" USING btree ("archivo_procedimiento_id");--> statement-breakpoint
CREATE INDEX "clients_parent_id_idx" ON "clients" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "clients_contrato_idx" ON "clients" USING btree ("contrato_archivo_id");--> statement-breakpoint
CREATE INDEX "clients_procedimiento_idx" ON "clients" USING btree ("archivo_procedimiento_id");