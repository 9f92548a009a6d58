ALTER TABLE "usuarios" ADD COLUMN "tarjeta_profesional" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "cedula" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "foto" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "firma1" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "firma2" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "firma3" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "reservado" boolean DEFAULT false NOT NULL;