CREATE TABLE "acudientes" (
	"paciente_id" text NOT NULL,
	"numero_documento" text NOT NULL,
	"tipo_documento" text NOT NULL,
	"parentesco" integer NOT NULL,
	"nombres" text NOT NULL,
	"apellidos" text NOT NULL,
	"telefono" text NOT NULL,
	"correo" text NOT NULL,
	"ocupacion" integer NOT NULL,
	"registrado_en" timestamp with time zone NOT NULL,
	CONSTRAINT "acudientes_paciente_id_numero_documento_pk" PRIMARY KEY("paciente_id","numero_documento")
);
--> statement-breakpoint
CREATE TABLE "divipola_departamentos" (
	"codigo" text PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "motivos_ingreso" (
	"id" text PRIMARY KEY NOT NULL,
	"paciente_id" text NOT NULL,
	"fecha" text NOT NULL,
	"descripcion" text NOT NULL,
	"estado" integer NOT NULL,
	"registrado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "divipola_municipios" (
	"codigo" text PRIMARY KEY NOT NULL,
	"departamento" text NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pacientes" (
	"id" text PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"sede" text NOT NULL,
	"tipo_documento" text NOT NULL,
	"numero_documento" text NOT NULL,
	"primer_nombre" text NOT NULL,
	"segundo_nombre" text,
	"primer_apellido" text NOT NULL,
	"segundo_apellido" text,
	"fecha_nacimiento" text NOT NULL,
	"sexo" integer NOT NULL,
	"fecha_ingreso" text NOT NULL,
	"tipo_cliente" integer NOT NULL,
	"diagnostico" text,
	"pais_origen" text,
	"departamento_origen" text,
	"ciudad_origen" text,
	"pais_residencia" text,
	"departamento_residencia" text,
	"ciudad_residencia" text,
	"barrio" text,
	"direccion" text,
	"telefono" text,
	"regimen" integer NOT NULL,
	"eps" text,
	"prepagada" text,
	"poliza" text,
	"tipo_vinculacion" text,
	"nombre_acompanante" text,
	"telefono_acompanante" text,
	"remitente" text,
	"estado" integer NOT NULL,
	"lider_fisioterapia" text,
	"lider_fonoaudiologia" text,
	"lider_terapia_ocupacional" text,
	"lider_psicologia" text,
	"lider_educacion_especial" text,
	"bloqueado_para" text,
	"documentos" jsonb NOT NULL,
	"registrado_en" timestamp with time zone NOT NULL,
	"actualizado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "motivos_ingreso_paciente" ON "motivos_ingreso" USING btree ("paciente_id");--> statement-breakpoint
CREATE INDEX "divipola_municipios_departamento" ON "divipola_municipios" USING btree ("departamento");--> statement-breakpoint
CREATE INDEX "pacientes_codigo" ON "pacientes" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "pacientes_documento" ON "pacientes" USING btree ("tipo_documento","numero_documento");--> statement-breakpoint
CREATE INDEX "pacientes_sede_estado" ON "pacientes" USING btree ("sede","estado");--> statement-breakpoint
CREATE INDEX "pacientes_apellido" ON "pacientes" USING btree ("primer_apellido");