CREATE TABLE "copagos" (
	"id" text PRIMARY KEY NOT NULL,
	"fecha" text NOT NULL,
	"monto" integer NOT NULL,
	"tipo" integer NOT NULL,
	"paciente_id" text NOT NULL,
	"paciente_nombre" text NOT NULL,
	"entidad_id" text,
	"entidad_nombre" text NOT NULL,
	"comentario" text,
	"sede" text NOT NULL,
	"estado" integer NOT NULL,
	"registrado_por" text NOT NULL,
	"registrado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "descargos" (
	"id" text PRIMARY KEY NOT NULL,
	"terapeuta_id" text NOT NULL,
	"terapeuta_nombre" text NOT NULL,
	"sede" text NOT NULL,
	"valor" integer NOT NULL,
	"concepto" text NOT NULL,
	"nota" text,
	"fecha" text NOT NULL,
	"sesion_id" text,
	"estado" integer NOT NULL,
	"registrado_por" text NOT NULL,
	"registrado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gastos" (
	"id" text PRIMARY KEY NOT NULL,
	"clase" text NOT NULL,
	"fecha" text NOT NULL,
	"valor" integer NOT NULL,
	"categoria" integer,
	"concepto" text NOT NULL,
	"usuario_id" text,
	"usuario_nombre" text,
	"sede" text NOT NULL,
	"estado" integer NOT NULL,
	"registrado_por" text NOT NULL,
	"registrado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salarios" (
	"usuario_id" text PRIMARY KEY NOT NULL,
	"usuario_nombre" text NOT NULL,
	"sede" text NOT NULL,
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
	"actualizado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "copagos_sede_fecha" ON "copagos" USING btree ("sede","fecha");--> statement-breakpoint
CREATE INDEX "descargos_sede_fecha" ON "descargos" USING btree ("sede","fecha");--> statement-breakpoint
CREATE INDEX "descargos_terapeuta_fecha" ON "descargos" USING btree ("terapeuta_id","fecha");--> statement-breakpoint
CREATE INDEX "gastos_clase_sede_fecha" ON "gastos" USING btree ("clase","sede","fecha");