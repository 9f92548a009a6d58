import { leerConfiguracion } from '@avanti/libs/config/configuracion';
import { crearAplicacion } from './aplicacion.js';

const config = leerConfiguracion();
const { app, infra } = await crearAplicacion({ config });
await app.listen(config.puerto);
const modo = config.databaseUrl ? 'servido (PostgreSQL)' : `embebido (PGlite en ${config.directorioDatos})`;
console.log(`[avanti] api en http://localhost:${config.puerto} — modo ${modo}${config.demo ? ', datos de demostración' : ''}`);
const apagar = async () => {
  await app.close();
  await infra.cerrar();
  process.exit(0);
};
process.once('SIGINT', apagar);
process.once('SIGTERM', apagar);
