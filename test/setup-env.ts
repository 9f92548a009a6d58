import { SECRETO_JWT_DE_PRUEBAS } from './support/secreto-de-pruebas.js';
// Business dates come from the code's zone (America/Bogota), never the machine's: tests run in UTC to prove it.
process.env.TZ = 'UTC';
process.env.JWT_SECRET ??= SECRETO_JWT_DE_PRUEBAS;
