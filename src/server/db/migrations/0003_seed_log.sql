CREATE TABLE "seed_log" (
	"seed" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seed_log_seed_key_pk" PRIMARY KEY("seed","key")
);
