-- What several server instances share (apps/server/src/db/schema/instances.ts): the content of uploaded files
-- when FILES_STORAGE=postgres, and one row per scheduled job and period so that each job runs once per period
-- however many instances start it.
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_runs_job_period_start_pk" PRIMARY KEY("job","period_start")
);
--> statement-breakpoint
CREATE TABLE "stored_file_contents" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Uploads are already compressed (PDF, images, Office files): stored out of line without compression, which also
-- lets substring() read a download in slices without loading the whole value.
ALTER TABLE "stored_file_contents" ALTER COLUMN "content" SET STORAGE EXTERNAL;
