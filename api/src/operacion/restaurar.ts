import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfiguracionInvalida, leerConfiguracionSinTokens } from '@avanti/libs/config/configuracion';
import { restaurar, RestauracionRechazada } from '@avanti/libs/backup/restauracion';

/** `npm run restaurar -- ARCHIVO [--forzar]`: see libs/src/backup/restauracion.ts and docs/operacion.md. */
try {
  const { values, positionals } = parseArgs({ options: { forzar: { type: 'boolean' } }, allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new ConfiguracionInvalida('Uso: npm run restaurar -- ARCHIVO [--forzar]');
  const config = leerConfiguracionSinTokens();
  const r = await restaurar({ archivo: resolve(positionals[0]), config, forzar: Boolean(values.forzar) });
  console.log(`[avanti] listo en ${(r.ms / 1000).toFixed(1)} s: ya puede iniciar Avanti sobre los datos restaurados`);
} catch (error) {
  const conocido =
    error instanceof ConfiguracionInvalida || error instanceof RestauracionRechazada || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  console.error(`[avanti] no se restauró: ${(error as Error).message}`);
  process.exit(conocido ? 2 : 1);
}
