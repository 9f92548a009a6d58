CREATE TABLE "sesiones" (
	"id" text PRIMARY KEY NOT NULL,
	"paciente_id" text NOT NULL,
	"paciente_nombre" text NOT NULL,
	"paciente_documento" text NOT NULL,
	"cobertura_id" text NOT NULL,
	"cobertura_codigo" text NOT NULL,
	"formato" integer NOT NULL,
	"linea_id" text NOT NULL,
	"entidad_nombre" text NOT NULL,
	"servicio" integer NOT NULL,
	"especialidad" text NOT NULL,
	"terapeuta_id" text NOT NULL,
	"terapeuta_nombre" text NOT NULL,
	"fecha" text NOT NULL,
	"hora_inicio" text NOT NULL,
	"hora_fin" text NOT NULL,
	"unidades" integer NOT NULL,
	"tipo" text NOT NULL,
	"lugar" text NOT NULL,
	"estado" integer NOT NULL,
	"cyt_aceptada" boolean DEFAULT false NOT NULL,
	"valor" integer NOT NULL,
	"copago" integer NOT NULL,
	"sede" text NOT NULL,
	"programada_por" text NOT NULL,
	"programada_en" timestamp with time zone NOT NULL,
	"cancelada_por" text,
	"motivo_cancelacion" text,
	"cancelada_en" timestamp with time zone,
	"atrasada" boolean DEFAULT false NOT NULL,
	"fecha_evolucion" text,
	"estrategias" jsonb,
	"material" text,
	"estado_paciente" text,
	"evolucion" text,
	"requiere_examen" boolean
);
--> statement-breakpoint
CREATE INDEX "sesiones_sede_fecha" ON "sesiones" USING btree ("sede","fecha");--> statement-breakpoint
CREATE INDEX "sesiones_terapeuta_fecha" ON "sesiones" USING btree ("terapeuta_id","fecha");--> statement-breakpoint
CREATE INDEX "sesiones_paciente_fecha" ON "sesiones" USING btree ("paciente_id","fecha");--> statement-breakpoint
CREATE INDEX "sesiones_cobertura" ON "sesiones" USING btree ("cobertura_id");