CREATE TABLE "objetivos" (
	"id" text PRIMARY KEY NOT NULL,
	"paciente_id" text NOT NULL,
	"paciente" text NOT NULL,
	"especialidad" integer NOT NULL,
	"objetivo" text NOT NULL,
	"tareas" jsonb NOT NULL,
	"fecha_inicio" text NOT NULL,
	"fecha_fin" text NOT NULL,
	"forma" text NOT NULL,
	"terapeuta_id" text NOT NULL,
	"terapeuta" text NOT NULL,
	"porcentaje" integer,
	"calificaciones" jsonb NOT NULL,
	"logro" text,
	"evidencia" text,
	"fecha_logro" text,
	"registrado_en" timestamp with time zone NOT NULL,
	"actualizado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "objetivos_paciente" ON "objetivos" USING btree ("paciente_id","especialidad");--> statement-breakpoint
CREATE INDEX "objetivos_terapeuta_fin" ON "objetivos" USING btree ("terapeuta_id","fecha_fin");