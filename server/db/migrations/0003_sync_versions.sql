CREATE TABLE "deletions" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"tmdb_id" text NOT NULL,
	"season_id" text,
	"episode_id" text,
	"deleted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deletions_scope" UNIQUE NULLS NOT DISTINCT("user_id","kind","tmdb_id","season_id","episode_id")
);
--> statement-breakpoint
ALTER TABLE "group_orders" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "updated_at" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "deletions" ADD CONSTRAINT "deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;