CREATE TABLE "salarios_historial" (
	"usuario_id" text NOT NULL,
	"vigente_desde" text NOT NULL,
	"tipo_contrato" integer NOT NULL,
	"salario_fijo" integer NOT NULL,
	"transporte" integer NOT NULL,
	"pago_por_sesion" integer NOT NULL,
	"pago_por_sesion_particular" integer NOT NULL,
	"pago_por_sesion_domicilio" integer NOT NULL,
	"pago_por_sesion_domicilio_particular" integer NOT NULL,
	"pago_por_evaluacion" integer NOT NULL,
	"pago_por_evaluacion_domicilio" integer NOT NULL,
	"eps" integer NOT NULL,
	"pension" integer NOT NULL,
	"arl" integer NOT NULL,
	CONSTRAINT "salarios_historial_usuario_id_vigente_desde_pk" PRIMARY KEY("usuario_id","vigente_desde")
);
--> statement-breakpoint
-- Records saved before the history existed: in force since always (a rebuild dates them by their event).
INSERT INTO "salarios_historial" SELECT "usuario_id", '0001-01-01', "tipo_contrato", "salario_fijo", "transporte", "pago_por_sesion", "pago_por_sesion_particular", "pago_por_sesion_domicilio", "pago_por_sesion_domicilio_particular", "pago_por_evaluacion", "pago_por_evaluacion_domicilio", "eps", "pension", "arl" FROM "salarios";
