import { parseArgs } from 'node:util';
import { ConfiguracionInvalida, leerConfiguracionSinTokens, type ConfiguracionSinTokens } from '@avanti/libs/config/configuracion';
import { conectarSegunConfiguracion } from '@avanti/libs/database/conexion';
import { pedirRespaldo } from '@avanti/libs/backup/control';
import { iniciarRespaldos } from '@avanti/libs/backup/en-proceso';
import { respaldar, type ResultadoRespaldo } from '@avanti/libs/backup/respaldo';

/**
 * `npm run respaldo`: one archive now. Embedded: the running api takes it (it owns DATA_DIR/pg); with no api
 * running, this process opens DATA_DIR itself. Served: pg_dump and the files volume, the api keeps serving.
 * `--programado`: stays running and takes the daily backup at RESPALDO_HORA (the served mode's `respaldo` service).
 */
let config: ConfiguracionSinTokens;
let programado: boolean;
try {
  programado = Boolean(parseArgs({ options: { programado: { type: 'boolean' } }, strict: true }).values.programado);
  config = leerConfiguracionSinTokens();
} catch (error) {
  if (!(error instanceof ConfiguracionInvalida) && !(error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) throw error;
  console.error(`[avanti] ${(error as Error).message}`);
  process.exit(2);
}

async function unaVez(): Promise<ResultadoRespaldo> {
  if (config.databaseUrl) return respaldar({ config });
  const delApi = await pedirRespaldo(config.directorioDatos);
  if (delApi) {
    console.log('[avanti] respaldo tomado por la api en marcha');
    return delApi;
  }
  console.log(`[avanti] no hay una api corriendo sobre ${config.directorioDatos}: este comando abre la base`);
  const base = await conectarSegunConfiguracion(config);
  try {
    return await respaldar({ config, base });
  } finally {
    await base.cerrar();
  }
}

if (programado) {
  if (!config.databaseUrl) {
    console.error('[avanti] en el modo embebido la api toma el respaldo diario: --programado es para el modo servido');
    process.exit(2);
  }
  if (!config.horaRespaldo) {
    console.error('[avanti] RESPALDO_HORA=no: no hay respaldo diario que programar');
    process.exit(2);
  }
  const respaldos = await iniciarRespaldos({ config });
  console.log(`[avanti] respaldo diario a las ${config.horaRespaldo} (Bogotá) en ${config.directorioRespaldos}`);
  setInterval(() => undefined, 1 << 30); // the scheduler's timer is unref'd: this keeps the process alive
  const apagar = async () => {
    await respaldos.cerrar();
    process.exit(0);
  };
  process.once('SIGINT', apagar);
  process.once('SIGTERM', apagar);
} else {
  try {
    const r = await unaVez();
    console.log(`[avanti] listo: ${r.archivo}`);
  } catch (error) {
    console.error(`[avanti] el respaldo falló: ${(error as Error).message}`);
    process.exit(1);
  }
}
