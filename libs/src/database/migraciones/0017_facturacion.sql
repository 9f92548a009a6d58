CREATE TABLE "facturacion_generaciones" (
	"id" text PRIMARY KEY NOT NULL,
	"eps_id" text NOT NULL,
	"eps_nombre" text NOT NULL,
	"desde" text NOT NULL,
	"hasta" text NOT NULL,
	"sede" text,
	"num_factura" text,
	"tipo_nota" text,
	"num_nota" text,
	"estado" text NOT NULL,
	"sesiones" integer NOT NULL,
	"excluidas" jsonb NOT NULL,
	"exportacion_id" text NOT NULL,
	"usuarios" integer,
	"consultas" integer,
	"procedimientos" integer,
	"valor_total" integer,
	"hash" text,
	"archivo" text,
	"nombre_archivo" text,
	"mensaje" text,
	"usuario_id" text NOT NULL,
	"usuario" text NOT NULL,
	"solicitada_en" timestamp with time zone NOT NULL,
	"terminada_en" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "facturacion_prestadores" (
	"sede" text PRIMARY KEY NOT NULL,
	"sede_nombre" text NOT NULL,
	"nit" text NOT NULL,
	"codigo_habilitacion" text NOT NULL,
	"actualizado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facturacion_servicios" (
	"especialidad" integer NOT NULL,
	"especialidad_nombre" text NOT NULL,
	"tipo_sesion" text NOT NULL,
	"cups" text NOT NULL,
	"grupo" text NOT NULL,
	"grupo_servicios" text NOT NULL,
	"cod_servicio" integer NOT NULL,
	"finalidad" text NOT NULL,
	"causa_atencion" text NOT NULL,
	"via_ingreso" text NOT NULL,
	"actualizado_en" timestamp with time zone NOT NULL,
	CONSTRAINT "facturacion_servicios_especialidad_tipo_sesion_pk" PRIMARY KEY("especialidad","tipo_sesion")
);
--> statement-breakpoint
CREATE TABLE "facturacion_sesiones_reportadas" (
	"sesion_id" text NOT NULL,
	"generacion_id" text NOT NULL,
	"eps_id" text NOT NULL,
	"num_factura" text,
	"tipo_nota" text,
	CONSTRAINT "facturacion_sesiones_reportadas_sesion_id_generacion_id_pk" PRIMARY KEY("sesion_id","generacion_id")
);
--> statement-breakpoint
CREATE INDEX "facturacion_generaciones_eps" ON "facturacion_generaciones" USING btree ("eps_id","solicitada_en");--> statement-breakpoint
CREATE INDEX "facturacion_sesiones_reportadas_generacion" ON "facturacion_sesiones_reportadas" USING btree ("generacion_id");