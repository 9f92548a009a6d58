DROP INDEX "sesiones_estado_sede_fecha";--> statement-breakpoint
CREATE INDEX "sesiones_sede_fecha_estado" ON "sesiones" USING btree ("sede","fecha","estado");--> statement-breakpoint
CREATE INDEX "sesiones_fecha_estado" ON "sesiones" USING btree ("fecha","estado");