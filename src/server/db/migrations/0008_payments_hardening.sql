CREATE TABLE "promo_redemptions" (
	"promo_code" varchar(50) NOT NULL,
	"user_id" integer NOT NULL,
	"checkout_id" varchar(80),
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemptions_promo_code_user_id_pk" PRIMARY KEY("promo_code","user_id")
);
--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD COLUMN "provider_session_id" varchar(255);--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_promo_codes_code_fk" FOREIGN KEY ("promo_code") REFERENCES "public"."promo_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_redemptions_user_idx" ON "promo_redemptions" USING btree ("user_id");