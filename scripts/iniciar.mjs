// `npm start`: builds what changed (nothing, on a restart), then runs the api in this same process.
import { construirSiCambio } from './construir-si-cambio.mjs';

await construirSiCambio();
await import('../api/dist/main.js');
