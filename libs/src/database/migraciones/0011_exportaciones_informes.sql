ALTER TABLE "exportaciones" ADD COLUMN "formato" text DEFAULT 'xlsx' NOT NULL;--> statement-breakpoint
ALTER TABLE "exportaciones" ADD COLUMN "paciente_id" text;--> statement-breakpoint
ALTER TABLE "exportaciones" ADD COLUMN "paciente" text;--> statement-breakpoint
ALTER TABLE "exportaciones" ADD COLUMN "resumen" text;--> statement-breakpoint
ALTER TABLE "exportaciones" ADD COLUMN "concepto" text;--> statement-breakpoint
ALTER TABLE "exportaciones" ADD COLUMN "recomendacion" text;--> statement-breakpoint
CREATE INDEX "exportaciones_paciente" ON "exportaciones" USING btree ("paciente_id","solicitada_en");