CREATE TABLE "resource_shares" (
	"user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_shares_user_id_resource_id_pk" PRIMARY KEY("user_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"approach" text NOT NULL,
	"audience" text NOT NULL,
	"publisher" varchar(200) NOT NULL,
	"link" text,
	"image_url" text,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('french', f_unaccent("resources"."title")), 'A') || setweight(to_tsvector('french', f_unaccent("resources"."description" || ' ' || "resources"."publisher")), 'B') || setweight(to_tsvector('french', f_unaccent(regexp_replace("resources"."content", '<[^>]+>', ' ', 'g'))), 'C')) STORED
);
--> statement-breakpoint
ALTER TABLE "resource_shares" ADD CONSTRAINT "resource_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_shares" ADD CONSTRAINT "resource_shares_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_shares_resource_idx" ON "resource_shares" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "resources_search_idx" ON "resources" USING gin ("search");--> statement-breakpoint
CREATE INDEX "resources_created_idx" ON "resources" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "resources_type_idx" ON "resources" USING btree ("type");--> statement-breakpoint
CREATE INDEX "resources_approach_idx" ON "resources" USING btree ("approach");--> statement-breakpoint
CREATE INDEX "resources_audience_idx" ON "resources" USING btree ("audience");