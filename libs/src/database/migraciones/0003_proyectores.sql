CREATE TABLE "auditoria_nombres" (
	"clase" text NOT NULL,
	"id" text NOT NULL,
	"nombre" text NOT NULL,
	CONSTRAINT "auditoria_nombres_clase_id_pk" PRIMARY KEY("clase","id")
);
--> statement-breakpoint
ALTER TABLE "checkpoints" ADD COLUMN "atraso" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD COLUMN "ultimo_error" text;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD COLUMN "error_posicion" bigint;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD COLUMN "error_desde" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD COLUMN "intentos" integer DEFAULT 0 NOT NULL;