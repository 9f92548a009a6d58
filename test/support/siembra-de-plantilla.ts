import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leerConfiguracion } from '@avanti/libs/config/configuracion';
import type { BaseDeDatos } from '@avanti/libs/database/conexion';
import type { Reloj } from '@avanti/libs/clock/reloj';
import { crearAplicacion } from '@avanti/api/aplicacion';
import { SECRETO_JWT_DE_PRUEBAS } from './secreto-de-pruebas.js';

/** The real app's first start on `base` in demo mode, its projections caught up: with the demo patients when a clock is given, on its day. */
export async function sembrarComoLaApp(base: BaseDeDatos, relojDePacientes?: Reloj): Promise<void> {
  const datos = mkdtempSync(join(tmpdir(), 'avanti-plantilla-'));
  const config = leerConfiguracion({ DATA_DIR: datos, JWT_SECRET: SECRETO_JWT_DE_PRUEBAS, DEMO: '1', DEMO_PACIENTES: relojDePacientes ? '1' : '0' });
  const aplicacion = await crearAplicacion({ config, base, reloj: relojDePacientes, proyeccionesEnProceso: false, registros: false });
  try {
    await aplicacion.infra.proyecciones.ponerAlDia();
  } finally {
    await aplicacion.cerrar();
    rmSync(datos, { recursive: true, force: true });
  }
}
