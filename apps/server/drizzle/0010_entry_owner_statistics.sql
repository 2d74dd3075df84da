-- A tenant's company, and a company's worker, each determine the tenant: without these statistics
-- the planner multiplies their selectivities as if independent. A prepared (generic) plan of a
-- worker's week then costs the company's whole week as cheap as the worker's own index, and took it.
CREATE STATISTICS IF NOT EXISTS "time_entries_owner_dependencies" (dependencies) ON "tenant_id", "company_id", "user_id" FROM "time_entries";--> statement-breakpoint
ANALYZE "time_entries";
