// Runs the checks that do not depend on each other at the same time (the layer rules, both typechecks and the
// build each use one core), printing each one's output when it ends, with its time. Fails if any fails.
//   node scripts/a-la-vez.mjs "npm run lint:capas" "npm run typecheck:raiz" ...
import { spawn } from 'node:child_process';

const ordenes = process.argv.slice(2);
const inicio = performance.now();

const correr = (orden) =>
  new Promise((resolve) => {
    const t0 = performance.now();
    const hijo = spawn(orden, { shell: true, env: process.env });
    const salida = [];
    hijo.stdout.on('data', (d) => salida.push(d));
    hijo.stderr.on('data', (d) => salida.push(d));
    hijo.on('close', (codigo) => {
      const segundos = ((performance.now() - t0) / 1000).toFixed(1);
      process.stdout.write(`\n── ${orden}: ${codigo === 0 ? 'bien' : `FALLÓ (${codigo})`} en ${segundos} s\n${Buffer.concat(salida).toString()}`);
      resolve(codigo === 0);
    });
  });

const resultados = await Promise.all(ordenes.map(correr));
process.stdout.write(`\n── ${ordenes.length} comprobaciones a la vez en ${((performance.now() - inicio) / 1000).toFixed(1)} s\n`);
process.exit(resultados.every(Boolean) ? 0 : 1);
