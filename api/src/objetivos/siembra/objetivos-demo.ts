import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '@avanti/libs/database/conexion';
import { objetivos, pacientes, sesiones, usuarios } from '@avanti/libs/database/schema/index';
import { plegar } from '@avanti/libs/dominio/agregado';
import { streamPaciente, type Lideres } from '@avanti/libs/admisiones/index';
import { streamObjetivo, type EspecialidadObjetivo, type EventoObjetivo } from '@avanti/libs/objetivos/eventos';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import type { CambioDeStream } from '@avanti/libs/eventstore/tipos';
import { metadatosDeSiembra } from '../../infrastructure/siembra/metadatos.js';
import { pacienteParaObjetivos } from '@avanti/libs/objetivos/lecturas/objetivos';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';
import { agregadoPaciente, decidirLideres, ESPECIALIDADES_LIDER } from '../../admisiones/pacientes/domain/paciente.js';
import { sumarDias } from '../../programacion/sesion/domain/calendario.js';
import { agregadoObjetivo, decidirCalificacion, decidirCreacion, decidirExtension, finDeTrimestre } from '../objetivo/domain/objetivo.js';

/** Patients of the main site (where the demo therapists work) that get leaders and objectives. */
const PACIENTES = 30;

/** Per specialty, two objectives with their three tasks: the previous quarter's and the current one's. */
const TEXTOS: Record<EspecialidadObjetivo, { objetivo: string; tareas: [string, string, string] }[]> = {
  2: [
    {
      objetivo: 'Mejorar el equilibrio en bipedestación',
      tareas: ['Mantener apoyo unipodal 10 segundos', 'Caminar sobre línea recta sin apoyo', 'Subir y bajar escalones alternando pies'],
    },
    {
      objetivo: 'Fortalecer la musculatura del tronco',
      tareas: ['Sostener plancha 20 segundos', 'Realizar 10 puentes glúteos', 'Mantener sedente sin apoyo durante la actividad'],
    },
  ],
  3: [
    {
      objetivo: 'Ampliar el vocabulario expresivo',
      tareas: ['Nombrar 20 objetos cotidianos', 'Usar frases de tres palabras', 'Responder preguntas de qué y quién'],
    },
    {
      objetivo: 'Mejorar la inteligibilidad del habla',
      tareas: ['Producir el fonema /r/ en sílabas', 'Repetir palabras trisílabas', 'Narrar una secuencia de tres imágenes'],
    },
  ],
  4: [
    {
      objetivo: 'Favorecer la motricidad fina para la escritura',
      tareas: ['Realizar pinza trípode con lápiz', 'Recortar sobre línea curva', 'Copiar figuras geométricas simples'],
    },
    {
      objetivo: 'Lograr independencia en el vestido',
      tareas: ['Abotonar y desabotonar la camisa', 'Ponerse los zapatos sin ayuda', 'Subir y bajar la cremallera'],
    },
  ],
  5: [
    {
      objetivo: 'Fortalecer los procesos de lectura inicial',
      tareas: ['Reconocer las vocales', 'Asociar sonido y grafía de 10 consonantes', 'Leer palabras bisílabas'],
    },
    {
      objetivo: 'Desarrollar el pensamiento lógico matemático',
      tareas: ['Contar objetos hasta 20', 'Clasificar por color y forma', 'Resolver sumas con material concreto'],
    },
  ],
  6: [
    {
      objetivo: 'Mejorar la regulación emocional',
      tareas: ['Identificar cuatro emociones básicas', 'Usar la respiración ante la frustración', 'Expresar verbalmente el malestar'],
    },
    {
      objetivo: 'Favorecer la atención sostenida',
      tareas: ['Permanecer 10 minutos en una tarea de mesa', 'Seguir instrucciones de dos pasos', 'Terminar la actividad sin recordatorios'],
    },
  ],
};

const ESCALA = [100, 80, 60, 80, 40, 100, 60];

/** First day of the quarter of a date, moved `n` quarters. */
function inicioDeTrimestre(fecha: string, n: number): string {
  const [anio, mes] = fecha.split('-').map(Number);
  const d = new Date(Date.UTC(anio, Math.floor((mes - 1) / 3) * 3 + n * 3, 1));
  return d.toISOString().slice(0, 10);
}

/**
 * Leaders for the main site's patients (the therapists who see them), then two objectives per leader:
 * one from the previous quarter (achieved, pending confirmation, or extended to the next days) and one of
 * the current quarter (its first period rated when a month has passed). Ratings by the owning therapist,
 * on the scale of the spec. Nothing happens twice.
 */
export async function sembrarObjetivosDemo({ store, db, reloj }: { store: EventStore; db: Db; reloj: Reloj }): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(objetivos);
  if (Number(n) > 0) return 0;
  const fechaHoy = hoy(reloj);
  const terapeutas = await db
    .select({
      id: usuarios.id,
      rol: usuarios.rolId,
      usuario: usuarios.usuario,
      nombres: usuarios.nombres,
      apellidos: usuarios.apellidos,
      sede: usuarios.sedeId,
      estado: usuarios.estado,
    })
    .from(usuarios)
    .where(and(inArray(usuarios.rolId, [2, 3, 4, 5, 6]), eq(usuarios.estado, 1)))
    .orderBy(asc(usuarios.usuario));
  const porId = new Map(terapeutas.map((t) => [t.id, t]));
  const atendidos = await db
    .selectDistinct({ pacienteId: sesiones.pacienteId, terapeutaId: sesiones.terapeutaId, codigo: pacientes.codigo })
    .from(sesiones)
    .innerJoin(pacientes, eq(pacientes.id, sesiones.pacienteId))
    .where(and(eq(pacientes.estado, 1), eq(pacientes.sede, 'principal')))
    .orderBy(asc(pacientes.codigo), asc(sesiones.terapeutaId));
  const porPaciente = new Map<string, string[]>();
  for (const a of atendidos)
    if (porId.get(a.terapeutaId)?.sede === 'principal') porPaciente.set(a.pacienteId, [...(porPaciente.get(a.pacienteId) ?? []), a.terapeutaId]);
  const elegidos = [...porPaciente.entries()].slice(0, PACIENTES);
  if (elegidos.length === 0) return 0;

  const cambiosLideres: CambioDeStream[] = [];
  for (const [pacienteId, ids] of elegidos) {
    const historia = await store.leerStream(streamPaciente(pacienteId));
    const estado = plegar(agregadoPaciente, historia);
    const lideres: Lideres = { ...estado.lideres };
    for (const e of ESPECIALIDADES_LIDER) {
      const t = ids.map((id) => porId.get(id)!).find((u) => u.rol === e.rol);
      if (t && lideres[e.campo] === null) lideres[e.campo] = t.id;
    }
    const usuariosElegidos = new Map(terapeutas.map((t) => [t.id, { rol: t.rol, estado: t.estado, sede: t.sede }]));
    const eventos = decidirLideres(estado, pacienteId, {
      lideres,
      confidencial: undefined,
      puedeAsignar: true,
      puedeConfidencial: true,
      usuarios: usuariosElegidos,
    });
    cambiosLideres.push({ streamId: streamPaciente(pacienteId), versionEsperada: historia.length ? historia[historia.length - 1].version : 0, eventos });
  }
  await store.anexar(cambiosLideres, metadatosDeSiembra(reloj, 'admin', 1));

  const anterior = inicioDeTrimestre(fechaHoy, -1);
  const actual = inicioDeTrimestre(fechaHoy, 0);
  const porTerapeuta = new Map<string, CambioDeStream[]>();
  let total = 0;
  for (const [k, [pacienteId]] of elegidos.entries()) {
    const paciente = (await pacienteParaObjetivos(db, pacienteId))!;
    for (const [especialidad, lider] of Object.entries(paciente.lideres)) {
      const t = lider ? porId.get(lider) : undefined;
      if (!t) continue;
      const esp = Number(especialidad) as EspecialidadObjetivo;
      const usuario = { id: t.id, rol: t.rol, permisos: new Set<string>() };
      const nombre = `${t.nombres} ${t.apellidos}`.trim();
      const crear = (fechaInicio: string, texto: (typeof TEXTOS)[2][number]): EventoObjetivo[] => {
        const id = randomUUID();
        return decidirCreacion({
          id,
          pacienteId,
          paciente: paciente.nombre,
          especialidad: esp,
          objetivo: texto.objetivo,
          tareas: texto.tareas,
          fechaInicio,
          terapeutaId: t.id,
          terapeuta: nombre,
          creadoPor: t.id,
        });
      };
      const calificar = (eventos: EventoObjetivo[], periodo: 1 | 2 | 3, fecha: string, j: number) => {
        const puntajes = [0, 1, 2].map((x) => ESCALA[(k + j + x + periodo) % ESCALA.length]);
        const pedido = {
          periodo,
          tareas: puntajes.map((puntaje) => ({ puntaje, cumple: puntaje >= 60 })),
          comentario: periodo === 3 ? 'Alcanza el objetivo con apoyo mínimo; se mantiene en casa con la familia.' : undefined,
        };
        eventos.push(...decidirCalificacion(plegar(agregadoObjetivo, eventos), pedido, { usuario, nombre, hoy: fecha }));
      };
      // The previous quarter's objective.
      const previo = crear(sumarDias(anterior, k % 12), TEXTOS[esp][0]);
      const inicioPrevio = (previo[0].datos as { fechaInicio: string }).fechaInicio;
      calificar(previo, 1, sumarDias(inicioPrevio, 30), 0);
      if (k % 3 !== 2) calificar(previo, 2, sumarDias(inicioPrevio, 60), 1);
      if (k % 3 === 0) calificar(previo, 3, finDeTrimestre(inicioPrevio), 2);
      if (k % 3 === 2) previo.push(...decidirExtension(plegar(agregadoObjetivo, previo), sumarDias(fechaHoy, 1 + (k % 9)), { usuario, hoy: fechaHoy }));
      // The current quarter's objective.
      const inicioActual = [sumarDias(actual, k % 10), fechaHoy].sort()[0];
      const presente = crear(inicioActual, TEXTOS[esp][1]);
      if (sumarDias(inicioActual, 30) <= fechaHoy && k % 2 === 0) calificar(presente, 1, sumarDias(inicioActual, 30), 3);
      const lista = porTerapeuta.get(t.id) ?? [];
      for (const eventos of [previo, presente]) lista.push({ streamId: streamObjetivo((eventos[0].datos as { id: string }).id), versionEsperada: 0, eventos });
      porTerapeuta.set(t.id, lista);
      total += 2;
    }
  }
  for (const [id, cambios] of porTerapeuta) await store.anexar(cambios, metadatosDeSiembra(reloj, porId.get(id)!.usuario, porId.get(id)!.rol));
  return total;
}
