-- The ledger's inbox (decision 0027, "The ledger off the write path"): a write adds its events to
-- ledger_pending without locking the company's chain head, and the sealer moves them into
-- ledger_events, numbered and hashed, right after the commit. The application role may add and
-- remove pending events; the chain itself stays written once.
CREATE TABLE "ledger_pending" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_pending_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"actor" text NOT NULL,
	"data" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_pending" ADD CONSTRAINT "ledger_pending_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_pending" ADD CONSTRAINT "ledger_pending_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_pending_company_idx" ON "ledger_pending" USING btree ("company_id","id");

--> statement-breakpoint
ALTER TABLE ledger_pending ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON ledger_pending TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON ledger_pending TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
REVOKE UPDATE ON ledger_pending FROM sitehours_app, sitehours_platform;
