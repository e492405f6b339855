CREATE TABLE "dashboard_counters" (
	"metric" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "dashboard_counters_metric_hour_pk" PRIMARY KEY("metric","hour")
);
--> statement-breakpoint
CREATE TABLE "dashboard_daily_counters" (
	"metric" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "dashboard_daily_counters_metric_day_pk" PRIMARY KEY("metric","day")
);
