ALTER TABLE "coberturas" ADD COLUMN "busqueda" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sesiones" ADD COLUMN "busqueda" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "coberturas_sede_fecha" ON "coberturas" USING btree ("sede","fecha");--> statement-breakpoint
CREATE INDEX "coberturas_estado_vencimiento" ON "coberturas" USING btree ("estado","fecha_vencimiento");--> statement-breakpoint
CREATE INDEX "sesiones_sede_fecha_hora" ON "sesiones" USING btree ("sede","fecha","hora_inicio","id");--> statement-breakpoint
CREATE INDEX "sesiones_fecha_hora" ON "sesiones" USING btree ("fecha","hora_inicio","id");--> statement-breakpoint
CREATE INDEX "sesiones_estado_sede_fecha" ON "sesiones" USING btree ("estado","sede","fecha");--> statement-breakpoint
-- Rows projected before the column existed: the same text the projectors write (textoDeBusqueda), so searches find them before any rebuild.
UPDATE "sesiones" SET "busqueda" = lower(btrim(regexp_replace(translate(concat_ws(' ', "paciente_nombre", "paciente_documento", "terapeuta_nombre", "entidad_nombre"), 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑáàäâéèëêíìïîóòöôúùüûñ', 'AAAAEEEEIIIIOOOOUUUUNaaaaeeeeiiiioooouuuun'), '\s+', ' ', 'g')));--> statement-breakpoint
UPDATE "coberturas" SET "busqueda" = lower(btrim(regexp_replace(translate(concat_ws(' ', "codigo", "paciente_nombre", "entidad_nombre", nullif("nombre_cliente", '')), 'ÁÀÄÂÉÈËÊÍÌÏÎÓÒÖÔÚÙÜÛÑáàäâéèëêíìïîóòöôúùüûñ', 'AAAAEEEEIIIIOOOOUUUUNaaaaeeeeiiiioooouuuun'), '\s+', ' ', 'g')));
