ALTER TABLE "projects" ADD COLUMN "utm_zone" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "area_tolerance_pct" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_utm_zone_check" CHECK ("projects"."utm_zone" in ('18N', '19N', '20N', '21N', '22N', '18S', '19S', '20S', '21S', '22S', '23S', '24S', '25S'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_area_tolerance_pct_check" CHECK ("projects"."area_tolerance_pct" between 0.1 and 100);