CREATE TABLE "bookmarks" (
	"user_id" text NOT NULL,
	"tmdb_id" text NOT NULL,
	"meta" jsonb NOT NULL,
	"groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"favorite_episodes" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_user_id_tmdb_id_pk" PRIMARY KEY("user_id","tmdb_id")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"code" text PRIMARY KEY NOT NULL,
	"flow" text NOT NULL,
	"public_key" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_orders" (
	"user_id" text PRIMARY KEY NOT NULL,
	"group_order" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_statuses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"room_code" text NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text,
	"status" jsonb NOT NULL,
	"timestamp" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "progress" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tmdb_id" text NOT NULL,
	"season_id" text,
	"episode_id" text,
	"season_number" integer,
	"episode_number" integer,
	"meta" jsonb NOT NULL,
	"duration" double precision NOT NULL,
	"watched" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_item" UNIQUE NULLS NOT DISTINCT("user_id","tmdb_id","season_id","episode_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accessed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"device" text NOT NULL,
	"user_agent" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"namespace" text NOT NULL,
	"nickname" text NOT NULL,
	"profile" jsonb NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_public_key_unique" UNIQUE("public_key")
);
--> statement-breakpoint
CREATE TABLE "watch_history" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"tmdb_id" text NOT NULL,
	"season_id" text,
	"episode_id" text,
	"season_number" integer,
	"episode_number" integer,
	"meta" jsonb NOT NULL,
	"duration" double precision NOT NULL,
	"watched" double precision NOT NULL,
	"watched_at" timestamp with time zone NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "watch_history_item" UNIQUE NULLS NOT DISTINCT("user_id","tmdb_id","season_id","episode_id")
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_orders" ADD CONSTRAINT "group_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress" ADD CONSTRAINT "progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_history" ADD CONSTRAINT "watch_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenges_expires_at" ON "challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "player_statuses_room_user_time" ON "player_statuses" USING btree ("room_code","user_id","timestamp");--> statement-breakpoint
CREATE INDEX "sessions_user_id" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "watch_history_user_watched_at" ON "watch_history" USING btree ("user_id","watched_at");