import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '@avanti/libs/database/conexion';
import { coberturaLineas, coberturas, itemsCatalogo, pacientes, sesiones, tarifas, usuarios } from '@avanti/libs/database/schema/index';
import { plegar } from '@avanti/libs/dominio/agregado';
import { streamCobertura } from '@avanti/libs/coberturas/index';
import { LUGARES_SESION, streamSesion, type DatosSesionProgramada, type EventoSesion, type TipoSesion } from '@avanti/libs/programacion/eventos';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import type { CambioDeStream, EventoNuevo } from '@avanti/libs/eventstore/tipos';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { metadatosDeSiembra } from '../../infrastructure/siembra/metadatos.js';
import { agregadoCobertura, decidirCredito, decidirDebito, restantes, type EstadoCobertura } from '../../coberturas/cobertura/domain/cobertura.js';
import { diaDeSemana, festivo, sumarDias } from '../sesion/domain/calendario.js';
import { agregadoSesion, decidirAceptarCyt, decidirCancelacion, decidirEvolucion, decidirProgramacion } from '../sesion/domain/sesion.js';

/** Sessions per coverage: half in the past month, half in the next; one a week. */
const POR_COBERTURA = 4;

/** The next weekday that is not a Colombian holiday, from `fecha` on. */
function habil(fecha: string): string {
  let f = fecha;
  while (diaDeSemana(f) > 5 || festivo(f)) f = sumarDias(f, 1);
  return f;
}

/**
 * Demo sessions over two months around today (Bogotá), built with the domain's own decisions so the
 * data obeys every rule: past ones mostly evolved (some late, paid at half), some cancelled with a
 * listed reason, a few still waiting for their evolution; future ones pending, a few cancelled, a few CYT or evaluations. Each debits its
 * coverage line (cancellations credit it back), all in one append. Nothing happens twice.
 */
export async function sembrarSesionesDemo({ store, db, reloj }: { store: EventStore; db: Db; reloj: Reloj }): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(sesiones);
  if (Number(n) > 0) return 0;
  const fechaHoy = hoy(reloj);
  const terapeutas = new Map(
    (
      await db
        .select({ id: usuarios.id, rol: usuarios.rolId, nombres: usuarios.nombres, apellidos: usuarios.apellidos })
        .from(usuarios)
        .where(and(inArray(usuarios.rolId, [2, 3, 4, 5, 6]), eq(usuarios.estado, 1)))
        .orderBy(asc(usuarios.usuario))
    ).map((u) => [u.rol, { id: u.id, nombre: `${u.nombres} ${u.apellidos}`.toUpperCase() }]),
  );
  const estrategias = await db
    .select({ id: itemsCatalogo.id, descripcion: itemsCatalogo.descripcion, tipo: itemsCatalogo.tipoDominio })
    .from(itemsCatalogo)
    .where(eq(itemsCatalogo.estado, 1));
  const lista = await db
    .select({
      id: coberturas.id,
      codigo: coberturas.codigo,
      formato: coberturas.formato,
      entidadId: coberturas.entidadId,
      entidadNombre: coberturas.entidadNombre,
      fecha: coberturas.fecha,
      vence: coberturas.fechaVencimiento,
      pacienteId: pacientes.id,
      sede: pacientes.sede,
      nombre: pacientes.primerNombre,
      apellido: pacientes.primerApellido,
      tipoDocumento: pacientes.tipoDocumento,
      numeroDocumento: pacientes.numeroDocumento,
      lineaId: coberturaLineas.id,
      servicio: coberturaLineas.servicio,
      especialidad: coberturaLineas.especialidad,
    })
    .from(coberturas)
    .innerJoin(pacientes, eq(pacientes.id, coberturas.pacienteId))
    .innerJoin(coberturaLineas, and(eq(coberturaLineas.coberturaId, coberturas.id), eq(coberturaLineas.id, '1')))
    .where(and(ne(coberturas.formato, 0), eq(coberturas.estado, 1), eq(pacientes.estado, 1)))
    .orderBy(asc(coberturas.codigo));
  if (lista.length === 0 || terapeutas.size === 0) return 0;
  const tarifasPorPar = new Map((await db.select().from(tarifas)).map((t) => [`${t.epsId}-${t.especialidad}`, t]));

  const cambios: CambioDeStream[] = [];
  let total = 0;
  for (const [k, c] of lista.entries()) {
    const terapeuta = terapeutas.get(c.servicio);
    if (!terapeuta) continue;
    const historia = await store.leerStream(streamCobertura(c.id));
    let cobertura: EstadoCobertura = plegar(agregadoCobertura, historia);
    const eventosCobertura: EventoNuevo[] = [];
    const tarifa = c.entidadId ? tarifasPorPar.get(`${c.entidadId}-${c.servicio}`) : undefined;
    const dinero = tarifa ? { valor: tarifa.tarifa, copago: tarifa.copago } : { valor: 55_000 + (k % 3) * 5_000, copago: 0 };
    const desdePasado = c.fecha > sumarDias(fechaHoy, -28) ? c.fecha : sumarDias(fechaHoy, -28);
    for (let i = 0; i < POR_COBERTURA; i++) {
      const pasada = i < POR_COBERTURA / 2;
      const base = pasada ? sumarDias(desdePasado, i * 7 + (k % 5)) : sumarDias(fechaHoy, 1 + (i - POR_COBERTURA / 2) * 7 + (k % 5));
      const fecha = habil(base);
      if ((pasada && fecha >= fechaHoy) || (c.vence !== null && fecha > c.vence)) continue;
      const linea = cobertura.lineas.find((l) => l.id === c.lineaId);
      if (!linea || restantes(linea) < 1) break;
      const hora = 7 + ((k + i * 3) % 11);
      const tipo: TipoSesion = !pasada && k % 11 === 0 ? 'CYT' : !pasada && k % 8 === 0 ? 'Evaluacion' : 'Terapia';
      const datos: DatosSesionProgramada = {
        id: randomUUID(),
        pacienteId: c.pacienteId,
        pacienteNombre: `${c.nombre} ${c.apellido}`.toUpperCase(),
        pacienteDocumento: `${c.tipoDocumento} ${c.numeroDocumento}`,
        coberturaId: c.id,
        coberturaCodigo: c.codigo,
        formato: c.formato as 1 | 2 | 3,
        lineaId: c.lineaId,
        entidadNombre: c.entidadNombre,
        servicio: c.servicio,
        especialidad: c.especialidad,
        terapeutaId: terapeuta.id,
        terapeutaNombre: terapeuta.nombre,
        fecha,
        horaInicio: `${String(hora).padStart(2, '0')}:00`,
        horaFin: `${String(hora).padStart(2, '0')}:30`,
        unidades: 1,
        tipo,
        lugar: LUGARES_SESION[(k + i) % 3],
        ...dinero,
        sede: c.sede,
        cruceConfirmado: false,
      };
      const debito = decidirDebito(cobertura, { coberturaId: c.id, lineaId: c.lineaId, cantidad: 1, fecha, sesionId: datos.id });
      cobertura = debito.reduce((s, e) => agregadoCobertura.evolucionar(s, e), cobertura);
      eventosCobertura.push(...debito);
      const eventos: EventoSesion[] = decidirProgramacion(agregadoSesion.inicial, datos);
      const estado = () => plegar(agregadoSesion, eventos);
      const cancelar = (pasada ? (k + i) % 7 === 0 : (k + i) % 9 === 0) && tipo !== 'CYT';
      // The last past session of one coverage in four waits for its evolution, so a new user can practise a late one.
      const porEvolucionar = pasada && i === POR_COBERTURA / 2 - 1 && k % 4 === 0;
      if (cancelar) {
        const cancelada = decidirCancelacion(estado(), {
          motivo: ['Enfermedad / Cita médica', 'Viaje / Vacaciones', 'Clima', 'Decisión familia'][k % 4],
          canceladaPor: 'rol7',
          hoy: fecha,
          vencimiento: cobertura.fechaVencimiento,
        });
        eventos.push(...cancelada);
        const credito = decidirCredito(cobertura, { coberturaId: c.id, lineaId: c.lineaId, cantidad: 1, sesionId: datos.id });
        cobertura = credito.reduce((s, e) => agregadoCobertura.evolucionar(s, e), cobertura);
        eventosCobertura.push(...credito);
      } else if (pasada && tipo === 'Terapia' && !porEvolucionar) {
        const catalogo = estrategias.filter((e) => e.tipo === 20 + c.servicio).slice(0, 2);
        if (catalogo.length) {
          const tarde = (k + i) % 3 === 0;
          eventos.push(
            ...decidirEvolucion(
              estado(),
              {
                estrategias: catalogo.map((e) => e.id),
                estadoPaciente: 'Colaborador y atento',
                evolucion: 'Avanza en los objetivos de la sesión con apoyo verbal.',
                requiereExamen: false,
              },
              { usuarioId: terapeuta.id, hoy: tarde ? sumarDias(fecha, 2) : fecha, estrategias: catalogo, material: null, historia: null },
            ),
          );
        }
      } else if (tipo === 'CYT' && pasada) {
        eventos.push(...decidirAceptarCyt(estado()));
      }
      cambios.push({ streamId: streamSesion(datos.id), versionEsperada: 0, eventos });
      total++;
    }
    if (eventosCobertura.length)
      cambios.push({
        streamId: streamCobertura(c.id),
        versionEsperada: historia.length ? historia[historia.length - 1].version : 0,
        eventos: eventosCobertura,
      });
  }
  if (cambios.length === 0) return 0;
  await store.anexar(cambios, metadatosDeSiembra(reloj, 'rol7', 7));
  return total;
}
