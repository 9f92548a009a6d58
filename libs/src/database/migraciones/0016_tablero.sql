CREATE TABLE "tablero_coberturas" (
	"id" text PRIMARY KEY NOT NULL,
	"clase_cliente" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tablero_dia" (
	"fecha" text NOT NULL,
	"sede" text NOT NULL,
	"terapeuta_id" text NOT NULL,
	"terapeuta_nombre" text NOT NULL,
	"especialidad" text NOT NULL,
	"clase_cliente" text NOT NULL,
	"entidad_nombre" text NOT NULL,
	"estado" integer NOT NULL,
	"evaluacion" boolean NOT NULL,
	"lugar" text NOT NULL,
	"particular" boolean NOT NULL,
	"atrasada" boolean NOT NULL,
	"unidades_sesion" integer NOT NULL,
	"sesiones" integer NOT NULL,
	"unidades" integer NOT NULL,
	"valor" bigint NOT NULL,
	CONSTRAINT "tablero_dia_pk" PRIMARY KEY("sede","fecha","terapeuta_id","terapeuta_nombre","especialidad","clase_cliente","entidad_nombre","estado","evaluacion","lugar","particular","atrasada","unidades_sesion")
);
--> statement-breakpoint
CREATE TABLE "tablero_sesiones" (
	"id" text PRIMARY KEY NOT NULL,
	"fecha" text NOT NULL,
	"sede" text NOT NULL,
	"terapeuta_id" text NOT NULL,
	"terapeuta_nombre" text NOT NULL,
	"especialidad" text NOT NULL,
	"clase_cliente" text NOT NULL,
	"entidad_nombre" text NOT NULL,
	"estado" integer NOT NULL,
	"tipo" text NOT NULL,
	"lugar" text NOT NULL,
	"formato" integer NOT NULL,
	"atrasada" boolean NOT NULL,
	"unidades" integer NOT NULL,
	"valor" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tablero_dia_fecha" ON "tablero_dia" USING btree ("fecha");--> statement-breakpoint
CREATE INDEX "tablero_dia_terapeuta_fecha" ON "tablero_dia" USING btree ("terapeuta_id","fecha");--> statement-breakpoint
INSERT INTO "tablero_coberturas" ("id", "clase_cliente")
SELECT "id", CASE "tipo_entidad" WHEN 1 THEN 'eps' WHEN 2 THEN 'prepagada' WHEN 3 THEN 'poliza' ELSE 'particular' END FROM "coberturas";--> statement-breakpoint
INSERT INTO "tablero_sesiones"
SELECT s."id", s."fecha", s."sede", s."terapeuta_id", s."terapeuta_nombre", s."especialidad", coalesce(c."clase_cliente", 'particular'), s."entidad_nombre", s."estado", s."tipo", s."lugar", s."formato", s."atrasada", s."unidades", s."valor"
FROM "sesiones" s LEFT JOIN "tablero_coberturas" c ON c."id" = s."cobertura_id";--> statement-breakpoint
INSERT INTO "tablero_dia"
SELECT "fecha", "sede", "terapeuta_id", "terapeuta_nombre", "especialidad", "clase_cliente", "entidad_nombre", "estado", "tipo" = 'Evaluacion', "lugar", "formato" IN (2, 3), "atrasada", "unidades",
  count(*)::int, sum("unidades")::int, sum("valor"::bigint * "unidades")::bigint
FROM "tablero_sesiones"
GROUP BY "fecha", "sede", "terapeuta_id", "terapeuta_nombre", "especialidad", "clase_cliente", "entidad_nombre", "estado", "tipo" = 'Evaluacion', "lugar", "formato" IN (2, 3), "atrasada", "unidades";
