import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ConfiguracionInvalida, leerConfiguracionSinTokens } from '@avanti/libs/config/configuracion';
import { conectar } from '@avanti/libs/database/conexion';
import type { Reloj } from '@avanti/libs/clock/reloj';
import { iniciarRespaldos } from '@avanti/libs/backup/en-proceso';
import { restaurar } from '@avanti/libs/backup/restauracion';
import { directorioDeLaCorrida } from '../support/plantillas.js';

describe('respaldo diario', () => {
  it('RESPALDO_HORA: 02:00 por defecto, HH:MM de Bogotá, no para apagarlo; la retención por defecto 14/8/12', () => {
    const config = leerConfiguracionSinTokens({});
    expect(config.horaRespaldo).toBe('02:00');
    expect(config.retencionRespaldos).toEqual({ diarios: 14, semanales: 8, mensuales: 12 });
    expect(leerConfiguracionSinTokens({ RESPALDO_HORA: '3:30' }).horaRespaldo).toBe('03:30');
    expect(leerConfiguracionSinTokens({ RESPALDO_HORA: 'no' }).horaRespaldo).toBeUndefined();
    for (const mala of ['24:00', '2', '02:60', 'siempre']) {
      expect(() => leerConfiguracionSinTokens({ RESPALDO_HORA: mala })).toThrow(ConfiguracionInvalida);
    }
    expect(() => leerConfiguracionSinTokens({ RESPALDOS_DIARIOS: '-1' })).toThrow('RESPALDOS_DIARIOS inválido: -1');
  });

  it('lo toma una vez pasada la hora de Bogotá del reloj inyectable, y no lo repite ese día; restaurarlo encima pide --forzar', async () => {
    const datos = mkdtempSync(join(directorioDeLaCorrida(), 'respaldo-diario-'));
    const config = leerConfiguracionSinTokens({ DATA_DIR: datos, RESPALDOS_DIR: `${datos}-respaldos`, RESPALDO_HORA: '02:00' });
    const base = await conectar({ directorio: join(datos, 'pg'), durable: false });
    let ahora = new Date('2026-11-25T06:59:00Z'); // 01:59 in Bogotá
    const reloj: Reloj = { ahora: () => new Date(ahora) };
    const respaldos = await iniciarRespaldos({ config, base, reloj, cadaMs: 3_600_000 });
    try {
      expect(await respaldos.revisar()).toBeUndefined();
      ahora = new Date('2026-11-25T07:00:30Z');
      const hecho = await respaldos.revisar();
      expect(hecho?.archivo).toBe(join(config.directorioRespaldos, 'avanti-2026-11-25T02-00-30.tar.gz'));
      ahora = new Date('2026-11-25T15:00:00Z');
      expect(await respaldos.revisar()).toBeUndefined();
      expect(readdirSync(config.directorioRespaldos).filter((n) => n.endsWith('.tar.gz'))).toHaveLength(1);
      expect(existsSync(hecho!.archivo + '.sha256')).toBe(true);
      expect(statSync(hecho!.archivo).mode & 0o777).toBe(0o600);
    } finally {
      await respaldos.cerrar();
      await base.cerrar();
    }

    // Over the same DATA_DIR: refused without --forzar; with it, what was there is moved aside, not deleted.
    const archivo = join(config.directorioRespaldos, 'avanti-2026-11-25T02-00-30.tar.gz');
    await expect(restaurar({ archivo, config })).rejects.toThrow(`Ya hay datos en ${join(datos, 'pg')}`);
    const forzada = await restaurar({ archivo, config, forzar: true });
    expect(forzada.apartados).toEqual([expect.stringMatching(new RegExp(`^${join(datos, 'pg')}\\.antes-de-restaurar-`))]);
    expect(existsSync(join(forzada.apartados[0], 'PG_VERSION'))).toBe(true);
    const restaurada = await conectar({ directorio: join(datos, 'pg') });
    await restaurada.cerrar();
  }, 180_000);
});
