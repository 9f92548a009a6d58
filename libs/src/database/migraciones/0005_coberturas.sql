CREATE TABLE "cobertura_lineas" (
	"cobertura_id" text NOT NULL,
	"id" text NOT NULL,
	"servicio" integer NOT NULL,
	"especialidad" text NOT NULL,
	"cups" text,
	"cantidad" integer NOT NULL,
	"programadas" integer NOT NULL,
	CONSTRAINT "cobertura_lineas_cobertura_id_id_pk" PRIMARY KEY("cobertura_id","id")
);
--> statement-breakpoint
CREATE TABLE "coberturas" (
	"id" text PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"formato" integer NOT NULL,
	"paciente_id" text NOT NULL,
	"paciente_nombre" text NOT NULL,
	"sede" text NOT NULL,
	"entidad_id" text,
	"entidad_nombre" text NOT NULL,
	"tipo_entidad" integer,
	"fecha" text NOT NULL,
	"cobertura" integer,
	"fecha_vencimiento" text,
	"estado" integer NOT NULL,
	"observaciones" text,
	"pertenece" text,
	"pertenece_codigo" text,
	"sin_orden" boolean NOT NULL,
	"codigo90" boolean NOT NULL,
	"registrada_por" text NOT NULL,
	"nombre_cliente" text,
	"forma_pago" integer,
	"periodo" integer,
	"contrato" text,
	"orden_numero" text,
	"registrada_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "especialidades" (
	"codigo" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"cups" text
);
--> statement-breakpoint
CREATE TABLE "tarifas" (
	"id" text PRIMARY KEY NOT NULL,
	"eps_id" text NOT NULL,
	"eps_nombre" text NOT NULL,
	"especialidad" integer NOT NULL,
	"especialidad_nombre" text NOT NULL,
	"tarifa" integer NOT NULL,
	"copago" integer NOT NULL,
	"registrada_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "coberturas_codigo" ON "coberturas" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "coberturas_paciente" ON "coberturas" USING btree ("paciente_id");--> statement-breakpoint
CREATE INDEX "coberturas_fecha" ON "coberturas" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "coberturas_pertenece" ON "coberturas" USING btree ("pertenece");--> statement-breakpoint
CREATE UNIQUE INDEX "tarifas_par" ON "tarifas" USING btree ("eps_id","especialidad");