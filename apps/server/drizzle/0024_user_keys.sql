-- Each key that names a worker gets an index of its own (decision 0029): removing a worker (an
-- import undone) checks these keys, which without one meant reading every entry of every company.
CREATE INDEX "company_alerts_user_idx" ON "company_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "crew_members_user_key_idx" ON "crew_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "day_signoffs_user_idx" ON "day_signoffs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_managers_user_key_idx" ON "job_managers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payroll_deductions_user_idx" ON "payroll_deductions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "punches_user_idx" ON "punches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "time_entries_user_idx" ON "time_entries" USING btree ("user_id");