CREATE TABLE "audit_state_counts" (
	"estado" "audit_state" PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "programacion_clave" text;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_programacion_clave_unique" UNIQUE("programacion_clave");