-- The company-and-date index of time entries carries the columns the Job Breakdown sums, so a
-- year of the largest company is read from the index alone (decision 0032). Drizzle's index
-- builder has no INCLUDE: schema.ts declares the key, this migration the carried columns.
DROP INDEX "time_entries_company_date_idx";--> statement-breakpoint
CREATE INDEX "time_entries_company_date_idx" ON "time_entries" USING btree ("tenant_id","company_id","entry_date") INCLUDE ("user_id","job_id","work_type_id","wc_code","hours","is_pto");
