CREATE TABLE "cie10" (
	"codigo" text PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL,
	"busqueda" text NOT NULL,
	"nivel" integer NOT NULL,
	"padre" text,
	"fuente" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogo_items" (
	"id" text PRIMARY KEY NOT NULL,
	"catalogo" text NOT NULL,
	"tipo_dominio" integer NOT NULL,
	"descripcion" text NOT NULL,
	"normalizada" text NOT NULL,
	"especialidad" integer,
	"tipo_patologia" integer,
	"estado" integer NOT NULL,
	"registrado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hc_accesos" (
	"posicion" bigint PRIMARY KEY NOT NULL,
	"paciente_id" text NOT NULL,
	"seccion" text NOT NULL,
	"usuario_id" text,
	"usuario" text NOT NULL,
	"rol" integer,
	"sede" text,
	"fecha" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hc_antecedentes" (
	"id" text PRIMARY KEY NOT NULL,
	"paciente_id" text NOT NULL,
	"fecha" text NOT NULL,
	"tipo" integer NOT NULL,
	"descripcion" text NOT NULL,
	"observacion" text NOT NULL,
	"terapeuta" text NOT NULL,
	"registrado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hc_examenes" (
	"id" text PRIMARY KEY NOT NULL,
	"paciente_id" text NOT NULL,
	"fecha" text NOT NULL,
	"tipo" integer NOT NULL,
	"nombre_examen" text NOT NULL,
	"archivo" jsonb NOT NULL,
	"terapeuta" text NOT NULL,
	"registrado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hc_impresiones" (
	"id" text PRIMARY KEY NOT NULL,
	"paciente_id" text NOT NULL,
	"fecha" text NOT NULL,
	"descripcion" text NOT NULL,
	"diagnosticos" jsonb NOT NULL,
	"terapeuta" text NOT NULL,
	"registrado_en" timestamp with time zone NOT NULL,
	"actualizado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hc_motivos" (
	"id" text PRIMARY KEY NOT NULL,
	"paciente_id" text NOT NULL,
	"origen" text NOT NULL,
	"fecha" text NOT NULL,
	"motivo" text NOT NULL,
	"observaciones" text,
	"terapeuta" text,
	"estado" integer NOT NULL,
	"verificacion" jsonb,
	"registrado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hc_planes" (
	"id" text PRIMARY KEY NOT NULL,
	"paciente_id" text NOT NULL,
	"fecha" text NOT NULL,
	"fecha_inicio" text NOT NULL,
	"fecha_fin" text,
	"conclusiones" text NOT NULL,
	"recomendaciones" text NOT NULL,
	"cie10" jsonb NOT NULL,
	"actividades_familia" text,
	"periodo" integer NOT NULL,
	"lineas" jsonb NOT NULL,
	"terapeuta" text NOT NULL,
	"usuario_id" text,
	"registrado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cie10_padre" ON "cie10" USING btree ("padre");--> statement-breakpoint
CREATE INDEX "cie10_busqueda" ON "cie10" USING btree ("busqueda");--> statement-breakpoint
CREATE INDEX "catalogo_items_catalogo" ON "catalogo_items" USING btree ("catalogo","descripcion");--> statement-breakpoint
CREATE INDEX "catalogo_items_tipo" ON "catalogo_items" USING btree ("tipo_dominio","estado");--> statement-breakpoint
CREATE INDEX "hc_accesos_paciente" ON "hc_accesos" USING btree ("paciente_id","fecha");--> statement-breakpoint
CREATE INDEX "hc_antecedentes_paciente" ON "hc_antecedentes" USING btree ("paciente_id","fecha");--> statement-breakpoint
CREATE INDEX "hc_examenes_paciente" ON "hc_examenes" USING btree ("paciente_id","fecha");--> statement-breakpoint
CREATE INDEX "hc_impresiones_paciente" ON "hc_impresiones" USING btree ("paciente_id","fecha");--> statement-breakpoint
CREATE INDEX "hc_motivos_paciente" ON "hc_motivos" USING btree ("paciente_id","fecha");--> statement-breakpoint
CREATE INDEX "hc_planes_paciente" ON "hc_planes" USING btree ("paciente_id","fecha");