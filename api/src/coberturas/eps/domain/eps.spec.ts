import { plegar } from '@avanti/libs/dominio/agregado';
import { ReglaIncumplida } from '@avanti/libs/dominio/errores';
import type { EventoEps } from '@avanti/libs/coberturas/eventos';
import { agregadoEps, decidirActivacion, decidirDesactivacion, decidirRegistro, MENSAJES_EPS } from './eps.js';

const registrada: EventoEps = {
  tipo: 'EpsRegistrada',
  datos: { id: 'e1', nombre: 'NUEVA EPS', nombreCorto: 'NUEVA', nit: null, tipo: 1, regimen: 1 },
};
const dado = (...eventos: EventoEps[]) => plegar(agregadoEps, eventos);

describe('Aseguradora: reglas', () => {
  it('registra con tipo 1 y régimen 1 por defecto, limpiando espacios', () => {
    expect(decidirRegistro(dado(), { id: 'e1', nombre: '  Nueva   EPS ', nombreCorto: 'NUEVA' })).toEqual([
      { tipo: 'EpsRegistrada', datos: { id: 'e1', nombre: 'Nueva EPS', nombreCorto: 'NUEVA', nit: null, tipo: 1, regimen: 1 } },
    ]);
  });

  it('no guarda régimen para prepagadas ni pólizas', () => {
    const [evento] = decidirRegistro(dado(), { id: 'e2', nombre: 'Colsanitas', nombreCorto: 'COLS', tipo: 2, regimen: 2 });
    expect(evento.datos).toMatchObject({ tipo: 2, regimen: null });
  });

  it.each([
    [{ nombre: ' ', nombreCorto: 'X' }, MENSAJES_EPS.nombreObligatorio],
    [{ nombre: 'X', nombreCorto: '' }, MENSAJES_EPS.nombreCortoObligatorio],
    [{ nombre: 'X', nombreCorto: 'X', tipo: 4 }, MENSAJES_EPS.tipoInvalido],
    [{ nombre: 'X', nombreCorto: 'X', tipo: 1, regimen: 9 }, MENSAJES_EPS.regimenInvalido],
  ])('rechaza %j con "%s"', (datos, mensaje) => {
    expect(() => decidirRegistro(dado(), { id: 'e3', ...datos })).toThrow(new ReglaIncumplida(mensaje));
  });

  it('no registra dos veces la misma aseguradora', () => {
    expect(() => decidirRegistro(dado(registrada), { id: 'e1', nombre: 'X', nombreCorto: 'X' })).toThrow(MENSAJES_EPS.yaExiste);
  });

  it('desactiva una activa y activa una inactiva', () => {
    expect(decidirDesactivacion(dado(registrada), 'e1')).toEqual([{ tipo: 'EpsDesactivada', datos: { id: 'e1' } }]);
    const inactiva = dado(registrada, { tipo: 'EpsDesactivada', datos: { id: 'e1' } });
    expect(inactiva.estado).toBe(2);
    expect(decidirActivacion(inactiva, 'e1')).toEqual([{ tipo: 'EpsActivada', datos: { id: 'e1' } }]);
  });

  it('rechaza desactivar una inactiva, activar una activa o tocar una que no existe', () => {
    const inactiva = dado(registrada, { tipo: 'EpsDesactivada', datos: { id: 'e1' } });
    expect(() => decidirDesactivacion(inactiva, 'e1')).toThrow(MENSAJES_EPS.yaInactiva);
    expect(() => decidirActivacion(dado(registrada), 'e1')).toThrow(MENSAJES_EPS.yaActiva);
    expect(() => decidirDesactivacion(dado(), 'zz')).toThrow(MENSAJES_EPS.noEncontrada);
  });
});
