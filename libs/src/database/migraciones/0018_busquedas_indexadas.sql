-- Issue 29 (decision 0046): searches indexed for how they are used. pg_trgm ships with PostgreSQL (trusted since 13)
-- and with PGlite as a contrib extension (conexion.ts loads it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Accent-free word searches (LIKE '%palabra%' on `busqueda`, decision 0015) by trigrams.
CREATE INDEX IF NOT EXISTS "pacientes_busqueda_trgm" ON "pacientes" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coberturas_busqueda_trgm" ON "coberturas" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "usuarios_busqueda_trgm" ON "usuarios" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "eps_busqueda_trgm" ON "eps" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "auditoria_busqueda_trgm" ON "auditoria" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cie10_busqueda_trgm" ON "cie10" USING gin ("busqueda" gin_trgm_ops);--> statement-breakpoint
-- An authorization's code: the exact lookup (upper case, no whitespace) by btree, 'contains' by trigrams.
CREATE INDEX IF NOT EXISTS "coberturas_codigo_comparable" ON "coberturas" (upper(regexp_replace("codigo", '\s', '', 'g')));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "coberturas_codigo_trgm" ON "coberturas" USING gin ("codigo" gin_trgm_ops);--> statement-breakpoint
-- The patient list's order (surname, name, id), for the whole network and per site.
CREATE INDEX IF NOT EXISTS "pacientes_orden" ON "pacientes" ("primer_apellido", "primer_nombre", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pacientes_sede_orden" ON "pacientes" ("sede", "primer_apellido", "primer_nombre", "id");
