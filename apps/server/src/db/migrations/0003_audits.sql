CREATE TYPE "public"."audit_origin" AS ENUM('cliente', 'normal', 'programada');--> statement-breakpoint
CREATE TYPE "public"."audit_state" AS ENUM('solicitud', 'pendiente', 'asignada', 'en_proceso', 'pausada', 'guardado_supervisor', 'terminada', 'aprobada', 'entregada', 'facturada');--> statement-breakpoint
CREATE TYPE "public"."payment_state" AS ENUM('pendiente', 'pagada');--> statement-breakpoint
ALTER TYPE "public"."file_kind" ADD VALUE 'adjunto';--> statement-breakpoint
ALTER TYPE "public"."file_kind" ADD VALUE 'informe';--> statement-breakpoint
CREATE TABLE "audit_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"audit_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"audit_id" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"mime" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_timeline" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_timeline_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"audit_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"impersonator_id" integer,
	"action" text NOT NULL,
	"from_estado" "audit_state",
	"to_estado" "audit_state",
	"note" text
);
--> statement-breakpoint
CREATE TABLE "audit_work_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_work_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"audit_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo" text NOT NULL,
	"descripcion" text,
	"notas" text,
	"observaciones_iniciales" text,
	"estado" "audit_state" NOT NULL,
	"prioridad" "priority" DEFAULT 'normal' NOT NULL,
	"origen" "audit_origin" DEFAULT 'normal' NOT NULL,
	"en_transito" boolean DEFAULT true NOT NULL,
	"client_id" integer NOT NULL,
	"branch_id" integer,
	"sucursal" text,
	"direccion" text,
	"localidad" text,
	"fecha_solicitada" date NOT NULL,
	"fecha_programada" date,
	"fecha_asignacion" timestamp with time zone,
	"fecha_inicio" timestamp with time zone,
	"fecha_pausa" timestamp with time zone,
	"razon_pausa" text,
	"fecha_terminacion" timestamp with time zone,
	"fecha_aprobacion" timestamp with time zone,
	"fecha_entrega" timestamp with time zone,
	"operador_id" integer,
	"supervisor_id" integer,
	"asignado_por" integer,
	"creado_por" integer,
	"horas_estimadas" numeric(5, 2) DEFAULT 2 NOT NULL,
	"costo_estimado" bigint,
	"costo_final" bigint,
	"gratis_para_cliente" boolean DEFAULT false NOT NULL,
	"motivo_gratis" text,
	"aprobada" boolean DEFAULT false NOT NULL,
	"requiere_revision" boolean DEFAULT false NOT NULL,
	"motivo_rechazo" text,
	"observaciones_operador" text,
	"observaciones_supervisor" text,
	"hoja" jsonb,
	"hoja_guardada_en" timestamp with time zone,
	"pdf_cliente_archivo_id" integer,
	"estado_pago" "payment_state",
	"fecha_pago" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deletion_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deletion_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"audit_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"monto" bigint DEFAULT 0 NOT NULL,
	"eliminado_por" integer,
	"fecha_original" timestamp with time zone NOT NULL,
	"fecha_eliminacion" timestamp with time zone DEFAULT now() NOT NULL,
	"razon" text,
	"revisada_at" timestamp with time zone,
	"revisada_por" integer
);
--> statement-breakpoint
ALTER TABLE "audit_attachments" ADD CONSTRAINT "audit_attachments_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_attachments" ADD CONSTRAINT "audit_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_images" ADD CONSTRAINT "audit_images_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_images" ADD CONSTRAINT "audit_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_timeline" ADD CONSTRAINT "audit_timeline_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_timeline" ADD CONSTRAINT "audit_timeline_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_timeline" ADD CONSTRAINT "audit_timeline_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_work_periods" ADD CONSTRAINT "audit_work_periods_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_work_periods" ADD CONSTRAINT "audit_work_periods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_operador_id_users_id_fk" FOREIGN KEY ("operador_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_supervisor_id_users_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_asignado_por_users_id_fk" FOREIGN KEY ("asignado_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_creado_por_users_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_pdf_cliente_archivo_id_stored_files_id_fk" FOREIGN KEY ("pdf_cliente_archivo_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_alerts" ADD CONSTRAINT "deletion_alerts_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_alerts" ADD CONSTRAINT "deletion_alerts_eliminado_por_users_id_fk" FOREIGN KEY ("eliminado_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deletion_alerts" ADD CONSTRAINT "deletion_alerts_revisada_por_users_id_fk" FOREIGN KEY ("revisada_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_attachments_audit_idx" ON "audit_attachments" USING btree ("audit_id");--> statement-breakpoint
CREATE INDEX "audit_attachments_file_idx" ON "audit_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "audit_images_audit_idx" ON "audit_images" USING btree ("audit_id");--> statement-breakpoint
CREATE INDEX "audit_images_created_by_idx" ON "audit_images" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "audit_timeline_audit_idx" ON "audit_timeline" USING btree ("audit_id","at");--> statement-breakpoint
CREATE INDEX "audit_timeline_actor_idx" ON "audit_timeline" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_timeline_impersonator_idx" ON "audit_timeline" USING btree ("impersonator_id");--> statement-breakpoint
CREATE INDEX "audit_work_periods_audit_idx" ON "audit_work_periods" USING btree ("audit_id");--> statement-breakpoint
CREATE INDEX "audit_work_periods_user_idx" ON "audit_work_periods" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "audits_queue_idx" ON "audits" USING btree ("created_at","id") WHERE "audits"."estado" in ('solicitud', 'pendiente') and "audits"."operador_id" is null and "audits"."en_transito" and "audits"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "audits_estado_idx" ON "audits" USING btree ("estado","created_at");--> statement-breakpoint
CREATE INDEX "audits_client_idx" ON "audits" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "audits_branch_idx" ON "audits" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "audits_operador_idx" ON "audits" USING btree ("operador_id","estado");--> statement-breakpoint
CREATE INDEX "audits_supervisor_idx" ON "audits" USING btree ("supervisor_id");--> statement-breakpoint
CREATE INDEX "audits_asignado_por_idx" ON "audits" USING btree ("asignado_por");--> statement-breakpoint
CREATE INDEX "audits_creado_por_idx" ON "audits" USING btree ("creado_por");--> statement-breakpoint
CREATE INDEX "audits_pdf_cliente_idx" ON "audits" USING btree ("pdf_cliente_archivo_id");--> statement-breakpoint
CREATE INDEX "deletion_alerts_pending_idx" ON "deletion_alerts" USING btree ("fecha_eliminacion") WHERE "deletion_alerts"."revisada_at" is null;--> statement-breakpoint
CREATE INDEX "deletion_alerts_audit_idx" ON "deletion_alerts" USING btree ("audit_id");--> statement-breakpoint
CREATE INDEX "deletion_alerts_by_idx" ON "deletion_alerts" USING btree ("eliminado_por");--> statement-breakpoint
CREATE INDEX "deletion_alerts_reviewed_by_idx" ON "deletion_alerts" USING btree ("revisada_por");