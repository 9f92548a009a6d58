-- Issue 27 item 9: an authorization keeps the insurer's own number. Nullable: coverages registered before it have none,
-- and the projector writes null for their events on a rebuild.
ALTER TABLE "coberturas" ADD COLUMN IF NOT EXISTS "numero_autorizacion_eps" text;
