-- Issue 29 (decision 0049): the event log partitioned by RANGE (registrado_en), one partition a year plus a DEFAULT one.
-- A partitioned table's unique constraints must hold the partition key, so the optimistic-concurrency check moves from
-- the unique (stream_id, version) pair to `streams` (one row per stream with its last version), which every append
-- checks and bumps in the same statement that inserts its events. Positions continue: the sequence is kept.
ALTER TABLE "eventos" RENAME TO "eventos_anterior";
--> statement-breakpoint
ALTER TABLE "eventos_anterior" RENAME CONSTRAINT "eventos_pkey" TO "eventos_anterior_pkey";
--> statement-breakpoint
ALTER TABLE "eventos_anterior" RENAME CONSTRAINT "eventos_stream_version" TO "eventos_anterior_stream_version";
--> statement-breakpoint
ALTER INDEX "eventos_orden_commit" RENAME TO "eventos_anterior_orden_commit";
--> statement-breakpoint
CREATE TABLE "eventos" (
	"posicion" bigint DEFAULT nextval('eventos_posicion_seq'::regclass) NOT NULL,
	"transaccion" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"stream_id" text NOT NULL,
	"version" integer NOT NULL,
	"tipo" text NOT NULL,
	"datos" jsonb NOT NULL,
	"metadata" jsonb NOT NULL,
	"registrado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eventos_pkey" PRIMARY KEY ("posicion", "registrado_en")
) PARTITION BY RANGE ("registrado_en");
--> statement-breakpoint
ALTER SEQUENCE "eventos_posicion_seq" OWNED BY "eventos"."posicion";
--> statement-breakpoint
CREATE INDEX "eventos_orden_commit" ON "eventos" USING btree ("transaccion", "posicion");
--> statement-breakpoint
CREATE INDEX "eventos_stream_version" ON "eventos" USING btree ("stream_id", "version");
--> statement-breakpoint
CREATE TABLE "eventos_por_defecto" PARTITION OF "eventos" DEFAULT;
--> statement-breakpoint
-- The partition of each year from `desde` to `hasta` (UTC years), created when missing; rows of that year the DEFAULT
-- partition already holds move into it. Idempotent: a year whose partition exists costs one catalog lookup.
CREATE OR REPLACE FUNCTION "asegurar_particiones_eventos"("desde" integer, "hasta" integer) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
	anio integer;
	nombre text;
	inicio timestamptz;
	fin timestamptz;
	creadas integer := 0;
BEGIN
	FOR anio IN desde..hasta LOOP
		nombre := 'eventos_' || anio;
		CONTINUE WHEN to_regclass(nombre) IS NOT NULL;
		inicio := make_timestamptz(anio, 1, 1, 0, 0, 0, 'UTC');
		fin := make_timestamptz(anio + 1, 1, 1, 0, 0, 0, 'UTC');
		IF EXISTS (SELECT 1 FROM eventos_por_defecto WHERE registrado_en >= inicio AND registrado_en < fin) THEN
			EXECUTE format('CREATE TABLE %I (LIKE eventos INCLUDING DEFAULTS)', nombre);
			EXECUTE format('INSERT INTO %I SELECT * FROM eventos_por_defecto WHERE registrado_en >= $1 AND registrado_en < $2', nombre) USING inicio, fin;
			DELETE FROM eventos_por_defecto WHERE registrado_en >= inicio AND registrado_en < fin;
			EXECUTE format('ALTER TABLE eventos ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', nombre, inicio, fin);
		ELSE
			EXECUTE format('CREATE TABLE %I PARTITION OF eventos FOR VALUES FROM (%L) TO (%L)', nombre, inicio, fin);
		END IF;
		creadas := creadas + 1;
	END LOOP;
	RETURN creadas;
END
$$;
--> statement-breakpoint
SELECT "asegurar_particiones_eventos"(
	least(
		coalesce((SELECT extract(year FROM min("registrado_en") AT TIME ZONE 'UTC')::integer FROM "eventos_anterior"), extract(year FROM now() AT TIME ZONE 'UTC')::integer),
		extract(year FROM now() AT TIME ZONE 'UTC')::integer
	),
	greatest(
		coalesce((SELECT extract(year FROM max("registrado_en") AT TIME ZONE 'UTC')::integer FROM "eventos_anterior"), 0),
		extract(year FROM now() AT TIME ZONE 'UTC')::integer + 1
	)
);
--> statement-breakpoint
INSERT INTO "eventos" ("posicion", "transaccion", "stream_id", "version", "tipo", "datos", "metadata", "registrado_en")
	SELECT "posicion", "transaccion", "stream_id", "version", "tipo", "datos", "metadata", "registrado_en" FROM "eventos_anterior" ORDER BY "posicion";
--> statement-breakpoint
CREATE TABLE "streams" (
	"stream_id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "streams" ("stream_id", "version") SELECT "stream_id", max("version") FROM "eventos_anterior" GROUP BY "stream_id";
--> statement-breakpoint
DROP TABLE "eventos_anterior";
