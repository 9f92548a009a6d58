ALTER TABLE "usuarios" ADD COLUMN "busqueda" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "eps" ADD COLUMN "busqueda" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "busqueda" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pacientes" ADD COLUMN "busqueda" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Rows projected before this migration: the same normalisation as normalizarBusqueda (libs/src/lecturas/normalizar.ts) for Spanish letters; a projector rebuild writes it from the events.
UPDATE "pacientes" SET "busqueda" = trim(regexp_replace(lower(translate(concat_ws(' ', primer_apellido, segundo_apellido, primer_nombre, segundo_nombre, numero_documento, codigo), 'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇáàäâãéèëêíìïîóòöôõúùüûñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc')), '\s+', ' ', 'g'));--> statement-breakpoint
UPDATE "usuarios" SET "busqueda" = trim(regexp_replace(lower(translate(concat_ws(' ', nombres, apellidos, usuario), 'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇáàäâãéèëêíìïîóòöôõúùüûñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc')), '\s+', ' ', 'g'));--> statement-breakpoint
UPDATE "eps" SET "busqueda" = trim(regexp_replace(lower(translate(concat_ws(' ', nombre, nombre_corto), 'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇáàäâãéèëêíìïîóòöôõúùüûñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc')), '\s+', ' ', 'g'));--> statement-breakpoint
UPDATE "auditoria" SET "busqueda" = trim(regexp_replace(lower(translate(concat_ws(' ', usuario, descripcion), 'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇáàäâãéèëêíìïîóòöôõúùüûñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc')), '\s+', ' ', 'g'));
