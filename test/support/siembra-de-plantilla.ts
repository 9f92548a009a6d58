import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { leerConfiguracion } from '@avanti/libs/config/configuracion';
import type { BaseDeDatos } from '@avanti/libs/database/conexion';
import { crearAplicacion } from '@avanti/api/aplicacion';

/** The real app's first start on `base` in demo mode (without demo patients), its projections caught up. */
export async function sembrarComoLaApp(base: BaseDeDatos): Promise<void> {
  const datos = mkdtempSync(join(tmpdir(), 'avanti-plantilla-'));
  const config = leerConfiguracion({ DATA_DIR: datos, JWT_SECRET: 'secreto-de-pruebas', DEMO: '1', DEMO_PACIENTES: '0' });
  const aplicacion = await crearAplicacion({ config, base, proyeccionesEnProceso: false, registros: false });
  try {
    await aplicacion.infra.proyecciones.ponerAlDia();
  } finally {
    await aplicacion.cerrar();
    rmSync(datos, { recursive: true, force: true });
  }
}
