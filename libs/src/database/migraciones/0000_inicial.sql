CREATE TABLE "checkpoints" (
	"proyector" text PRIMARY KEY NOT NULL,
	"transaccion" "xid8" NOT NULL,
	"posicion" bigint NOT NULL,
	"actualizado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eventos" (
	"posicion" bigserial PRIMARY KEY NOT NULL,
	"transaccion" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"stream_id" text NOT NULL,
	"version" integer NOT NULL,
	"tipo" text NOT NULL,
	"datos" jsonb NOT NULL,
	"metadata" jsonb NOT NULL,
	"registrado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "eventos_stream_version" UNIQUE("stream_id","version")
);
--> statement-breakpoint
CREATE TABLE "permisos_rol" (
	"rol_id" integer NOT NULL,
	"permiso" text NOT NULL,
	"estado" integer NOT NULL,
	CONSTRAINT "permisos_rol_rol_id_permiso_pk" PRIMARY KEY("rol_id","permiso")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"estado" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sedes" (
	"id" text PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"correo" text,
	"estado" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" text PRIMARY KEY NOT NULL,
	"usuario" text NOT NULL,
	"password_hash" text NOT NULL,
	"nombres" text NOT NULL,
	"apellidos" text NOT NULL,
	"rol_id" integer NOT NULL,
	"sede_id" text NOT NULL,
	"correo" text,
	"estado" integer NOT NULL,
	"version_sesion" integer NOT NULL,
	"registrado_en" timestamp with time zone NOT NULL,
	CONSTRAINT "usuarios_usuario_unique" UNIQUE("usuario")
);
--> statement-breakpoint
CREATE TABLE "eps" (
	"id" text PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"nombre_corto" text NOT NULL,
	"nit" text,
	"tipo" integer NOT NULL,
	"regimen" integer,
	"estado" integer NOT NULL,
	"registrada_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"posicion" bigint PRIMARY KEY NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"tipo" text NOT NULL,
	"stream_id" text NOT NULL,
	"registro_id" text NOT NULL,
	"usuario_id" text,
	"usuario" text NOT NULL,
	"rol" integer,
	"rol_nombre" text,
	"sede" text,
	"sede_nombre" text,
	"ip" text,
	"correlacion_id" text,
	"descripcion" text NOT NULL,
	"datos" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exportaciones" (
	"id" text PRIMARY KEY NOT NULL,
	"recurso" text NOT NULL,
	"filtro" jsonb NOT NULL,
	"usuario_id" text NOT NULL,
	"usuario" text NOT NULL,
	"sede" text,
	"estado" text NOT NULL,
	"filas" integer,
	"archivo" text,
	"nombre_archivo" text,
	"mensaje" text,
	"solicitada_en" timestamp with time zone NOT NULL,
	"terminada_en" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "eventos_orden_commit" ON "eventos" USING btree ("transaccion","posicion");--> statement-breakpoint
CREATE INDEX "usuarios_sede" ON "usuarios" USING btree ("sede_id");--> statement-breakpoint
CREATE INDEX "eps_nombre" ON "eps" USING btree ("nombre");--> statement-breakpoint
CREATE INDEX "auditoria_registro" ON "auditoria" USING btree ("registro_id");--> statement-breakpoint
CREATE INDEX "auditoria_usuario" ON "auditoria" USING btree ("usuario");--> statement-breakpoint
CREATE INDEX "auditoria_tipo" ON "auditoria" USING btree ("tipo");--> statement-breakpoint
CREATE INDEX "auditoria_fecha" ON "auditoria" USING btree ("fecha");