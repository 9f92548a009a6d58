// Business dates come from the code's zone (America/Bogota), never the machine's: tests run in UTC to prove it.
process.env.TZ = 'UTC';
process.env.JWT_SECRET ??= 'secreto-de-pruebas';
