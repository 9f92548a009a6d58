-- Issue 29 (decision 0053): the last committed event of some types, one backward step of this index per type, is
-- the mark that retires in-memory answers of the tables those types write.
CREATE INDEX IF NOT EXISTS "eventos_tipo_orden" ON "eventos" USING btree ("tipo", "transaccion", "posicion");
