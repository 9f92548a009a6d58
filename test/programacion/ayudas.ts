import type { Reloj } from '@avanti/libs/clock/reloj';
import type { AppDePrueba } from '../support/app-de-prueba.js';
import { crearUsuario, pacienteValido } from '../admisiones/ayudas.js';

/** A clock a test can move (to turn a session into a past one, or an order into an expired one). */
export function relojMovible(inicio: string): Reloj & { poner(instante: string): void } {
  let ahora = new Date(inicio);
  return { ahora: () => new Date(ahora), poner: (instante) => void (ahora = new Date(instante)) };
}

export interface Escenario {
  eps: { id: string; nombre: string };
  paciente: { id: string; codigo: string };
  terapeuta: string;
  otroTerapeuta: string;
  fono: string;
}

/** An insurer with a rate for physiotherapy, a patient of the main site, two physiotherapists and a speech therapist. */
export async function prepararEscenario(app: AppDePrueba, admin: string, prefijo: string): Promise<Escenario> {
  const lista = await app.http
    .get('/api/eps')
    .query({ filter: JSON.stringify({ tipo: 1, estado: 1 }), range: '[0,0]' })
    .set('authorization', admin);
  const eps = lista.body[0];
  await app.http.post('/api/tarifas').set('authorization', admin).send({ eps: eps.id, especialidad: 2, tarifa: 45000, copago: 4500 });
  const paciente = (await app.http.post('/api/pacientes').set('authorization', admin).send(pacienteValido())).body;
  const terapeuta = await crearUsuario(app, `${prefijo}-fisio1`, 2, 'principal');
  const otroTerapeuta = await crearUsuario(app, `${prefijo}-fisio2`, 2, 'principal');
  const fono = await crearUsuario(app, `${prefijo}-fono1`, 3, 'principal');
  await app.infra.proyecciones.ponerAlDia();
  return { eps, paciente, terapeuta, otroTerapeuta, fono };
}

/** An authorization without order for the patient: `cantidad` physiotherapy units, `cobertura` days from `fecha`. */
export async function autorizacion(app: AppDePrueba, admin: string, e: Escenario, o: { cantidad: number; fecha?: string; cobertura?: number; codigo: string }) {
  const res = await app.http
    .post('/api/coberturas/autorizaciones')
    .set('authorization', admin)
    .send({
      paciente: e.paciente.id,
      sinOrden: true,
      entidad: e.eps.id,
      codigo: o.codigo,
      fecha: o.fecha ?? '2026-11-20',
      cobertura: o.cobertura ?? 60,
      lineas: [{ servicio: 2, cantidad: o.cantidad }],
    });
  if (res.status !== 201) throw new Error(`autorización: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
}
