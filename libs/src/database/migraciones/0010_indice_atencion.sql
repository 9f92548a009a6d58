CREATE TABLE "atencion_diaria" (
	"paciente_id" text NOT NULL,
	"fecha" text NOT NULL,
	"realizadas" integer DEFAULT 0 NOT NULL,
	"canceladas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "atencion_diaria_paciente_id_fecha_pk" PRIMARY KEY("paciente_id","fecha")
);
--> statement-breakpoint
CREATE TABLE "atencion_sesiones" (
	"id" text PRIMARY KEY NOT NULL,
	"paciente_id" text NOT NULL,
	"fecha" text NOT NULL,
	"estado" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "objetivos_fecha_inicio" ON "objetivos" USING btree ("fecha_inicio");