/**
 * The clinic network of issue 29, simulated day by day and decided by the product's own domain functions (the
 * same `decidir*` the command handlers call, as the demo seed does): every event has the shape the commands
 * write (the types of each context's libs/src/<contexto>/eventos.ts, checked by the compiler) and every rule is applied (a pool never
 * overdrawn, an expired authorization never scheduled, a cancellation with a reason of the spec's list...).
 *
 * What is emitted goes to a `Sumidero`: one call per decision, with the streams it touches and its metadata,
 * in chronological order. The sink either appends through the event store (inline projections) or writes in bulk.
 * Deterministic from the seed: ids, names, dates and metadata all come from `Azar`.
 */
import { reservarClave } from '@avanti/libs/dominio/claves';
import { tipoDominio } from '@avanti/libs/catalogos/contrato';
import { MOTIVOS_CANCELACION } from '@avanti/libs/programacion/contrato-lecturas';
import { streamSede, streamUsuario, type SedeRegistrada, type UsuarioRegistrado } from '@avanti/libs/acceso/eventos';
import { CLAVE_DOCUMENTO_PACIENTE, streamPaciente, valorClaveDocumento, type DatosPaciente, type EventoPaciente } from '@avanti/libs/admisiones/eventos';
import { claveItemCatalogo, streamItemCatalogo, type ItemCatalogoRegistrado } from '@avanti/libs/catalogos/eventos';
import {
  CLAVE_CODIGO_COBERTURA,
  CLAVE_TARIFA,
  streamCobertura,
  streamEps,
  streamTarifa,
  type EpsRegistrada,
  type TipoEps,
} from '@avanti/libs/coberturas/eventos';
import { streamCopago, streamDescargo, streamGasto, streamSalario, type CategoriaGasto, type MontosSalario } from '@avanti/libs/finanzas/eventos';
import { streamHistoria } from '@avanti/libs/historia-clinica/eventos';
import { streamObjetivo, type EspecialidadObjetivo, type EventoObjetivo } from '@avanti/libs/objetivos/eventos';
import { streamSesion, type DatosSesionProgramada, type EventoSesion, type LugarSesion } from '@avanti/libs/programacion/eventos';
import type { CambioDeStream, EventoNuevo, MetadataEvento } from '@avanti/libs/eventstore/tipos';
import {
  agregadoCobertura,
  codigoBase,
  decidirAutorizacionConOrden,
  decidirConvenio,
  decidirCredito,
  decidirDebito,
  decidirOrden,
  decidirParticular,
  restantes,
  type EntidadParaCobertura,
  type EspecialidadDeCatalogo,
  type EstadoCobertura,
  type PacienteParaCobertura,
} from '@avanti/api/coberturas/cobertura/domain/cobertura';
import { agregadoTarifa, decidirActualizacionTarifa, decidirRegistroTarifa, type EstadoTarifa } from '@avanti/api/coberturas/tarifas/domain/tarifa';
import { agregadoCopago, decidirCopago } from '@avanti/api/finanzas/copagos/domain/copago';
import { agregadoDescargo, decidirDescargo } from '@avanti/api/finanzas/descargos/domain/descargo';
import { agregadoGasto, decidirGastoFijo, decidirGastoVariable } from '@avanti/api/finanzas/gastos/domain/gasto';
import { agregadoSalario, decidirSalario, type EstadoSalario } from '@avanti/api/finanzas/salarios/domain/salario';
import { diaDeSemana, festivo, sumarDias } from '@avanti/api/programacion/sesion/domain/calendario';
import { agregadoSesion, decidirCancelacion, decidirEvolucion, decidirProgramacion, type EstadoSesion } from '@avanti/api/programacion/sesion/domain/sesion';
import { decidirImpresion, decidirMotivo, decidirPlan } from '@avanti/api/historia-clinica/historia/domain/historia';
import { agregadoObjetivo, decidirCalificacion, decidirCreacion, formaDe } from '@avanti/api/objetivos/objetivo/domain/objetivo';
import { Azar } from './azar.js';
import type { Perfil } from './perfiles.js';

export interface Lote {
  cambios: CambioDeStream[];
  metadata: MetadataEvento;
}
export type Sumidero = (lote: Lote) => Promise<void>;

export interface Resumen {
  eventos: number;
  sesiones: number;
  pacientes: number;
  coberturas: number;
  canceladas: number;
  atrasadas: number;
}

/** The five specialties (catalogue codes 2..6) and the role of the therapists of each (role n treats specialty n). */
const ESPECIALIDADES: EspecialidadDeCatalogo[] = [
  { codigo: 2, nombre: 'Fisioterapia', cups: '931001' },
  { codigo: 3, nombre: 'Fonoaudiología', cups: '937000' },
  { codigo: 4, nombre: 'Terapia ocupacional', cups: '938303' },
  { codigo: 5, nombre: 'Educación especial', cups: null },
  { codigo: 6, nombre: 'Psicología', cups: '943102' },
];
const POR_CODIGO = new Map(ESPECIALIDADES.map((e) => [e.codigo, e]));
/** Therapists of a site by specialty: physiotherapy, speech and occupational therapy carry most of the load. */
const PLANTA: Record<number, number> = { 2: 3, 3: 3, 4: 3, 5: 1, 6: 2 };
/** How often each specialty is prescribed (weights). */
const PESO_ESPECIALIDAD: [number, number][] = [
  [2, 30],
  [3, 28],
  [4, 24],
  [5, 6],
  [6, 12],
];

const NOMBRES_F = [
  'SOFÍA',
  'VALENTINA',
  'ISABELLA',
  'MARIANA',
  'LUCÍA',
  'SARA',
  'GABRIELA',
  'SALOMÉ',
  'ANTONELLA',
  'EMILIA',
  'MARÍA JOSÉ',
  'LAURA',
  'DANIELA',
  'PAULA',
  'JULIANA',
];
const NOMBRES_M = [
  'SANTIAGO',
  'MATÍAS',
  'SEBASTIÁN',
  'SAMUEL',
  'NICOLÁS',
  'ALEJANDRO',
  'TOMÁS',
  'EMMANUEL',
  'JERÓNIMO',
  'DAVID',
  'JUAN PABLO',
  'MARTÍN',
  'ANDRÉS',
  'FELIPE',
  'JUAN JOSÉ',
];
const APELLIDOS = [
  'RODRÍGUEZ',
  'GÓMEZ',
  'GONZÁLEZ',
  'MARTÍNEZ',
  'LÓPEZ',
  'GARCÍA',
  'PÉREZ',
  'SÁNCHEZ',
  'RAMÍREZ',
  'TORRES',
  'DÍAZ',
  'VARGAS',
  'MORENO',
  'CASTRO',
  'ROJAS',
  'OSPINA',
  'MUÑOZ',
  'JARAMILLO',
  'HERRERA',
  'CARDONA',
  'QUINTERO',
  'ARANGO',
  'RESTREPO',
  'SALAZAR',
];
const MOTIVOS = [
  'Retraso en la adquisición del lenguaje expresivo.',
  'Dificultades de atención y concentración en el aula.',
  'Alteración de la marcha y del equilibrio.',
  'Dificultades en la motricidad fina para la escritura.',
  'Conductas disruptivas en casa y en el colegio.',
  'Dificultades de aprendizaje en lectura y escritura.',
  'Trastorno del espectro autista: remitido para intervención integral.',
];
const DIAGNOSTICOS = [
  'F840 Autismo en la niñez',
  'F900 Perturbación de la actividad y de la atención',
  'F801 Trastorno del lenguaje expresivo',
  'G809 Parálisis cerebral',
  null,
];
const CIUDADES: [string, string][] = [
  ['11', '11001'],
  ['05', '05001'],
  ['76', '76001'],
  ['08', '08001'],
  ['68', '68001'],
];
const SEDES_NOMBRE = [
  'Sede Principal',
  'Sede Norte',
  'Sede Sur',
  'Sede Occidente',
  'Sede Oriente',
  'Sede Centro',
  'Sede Chapinero',
  'Sede Suba',
  'Sede Kennedy',
  'Sede Usaquén',
  'Sede Medellín',
  'Sede Envigado',
  'Sede Cali',
  'Sede Palmira',
  'Sede Barranquilla',
  'Sede Cartagena',
  'Sede Bucaramanga',
  'Sede Pereira',
  'Sede Manizales',
  'Sede Ibagué',
];
const ESTRATEGIAS: Record<number, string[]> = {
  2: ['Fortalecimiento muscular', 'Control postural', 'Entrenamiento de la marcha', 'Estiramientos', 'Facilitación neuromuscular propioceptiva'],
  3: [
    'Estimulación del lenguaje expresivo',
    'Praxias orofaciales',
    'Conciencia fonológica',
    'Comunicación aumentativa y alternativa',
    'Comprensión de órdenes',
  ],
  4: ['Integración sensorial', 'Motricidad fina', 'Actividades de la vida diaria', 'Planeación motora', 'Coordinación visomotora'],
  5: ['Aprestamiento escolar', 'Lectoescritura', 'Pensamiento lógico matemático', 'Atención y memoria', 'Rutinas y anticipación'],
  6: ['Modificación de conducta', 'Juego simbólico', 'Habilidades sociales', 'Regulación emocional', 'Psicoeducación a la familia'],
};
const ASEGURADORAS: Omit<EpsRegistrada['datos'], 'id'>[] = [
  { nombre: 'NUEVA EPS S.A.', nombreCorto: 'NUEVA EPS', nit: '900156264-2', tipo: 1, regimen: 3 },
  { nombre: 'EPS SANITAS S.A.S.', nombreCorto: 'SANITAS', nit: '800251440-6', tipo: 1, regimen: 1 },
  { nombre: 'COOSALUD EPS S.A.', nombreCorto: 'COOSALUD', nit: '900226715-3', tipo: 1, regimen: 2 },
  { nombre: 'SALUD TOTAL EPS S.A.', nombreCorto: 'SALUD TOTAL', nit: '800130907-4', tipo: 1, regimen: 1 },
  { nombre: 'COLSANITAS MEDICINA PREPAGADA', nombreCorto: 'COLSANITAS', nit: '800149384-6', tipo: 2, regimen: null },
  { nombre: 'SURA MEDICINA PREPAGADA', nombreCorto: 'SURA PREP', nit: '800088702-2', tipo: 2, regimen: null },
  { nombre: 'ALLIANZ PÓLIZA DE SALUD', nombreCorto: 'ALLIANZ', nit: '860026182-5', tipo: 3, regimen: null },
];
const TARIFA_BASE: Record<number, number> = { 2: 48_000, 3: 52_000, 4: 50_000, 5: 45_000, 6: 60_000 };
/** Cancellation reasons as they are used: illness and family decisions first, the rest of the spec's list less often. */
const MOTIVOS_FRECUENTES = [
  'Enfermedad / Cita médica',
  'Enfermedad / Cita médica',
  'Decisión familia',
  'Colegio',
  'Viaje / Vacaciones',
  'Falta de transporte',
  'Clima',
];
const GASTOS_FIJOS = [
  { concepto: 'Arriendo de la sede', valor: 4_800_000 },
  { concepto: 'Servicios públicos (agua, luz, gas)', valor: 850_000 },
  { concepto: 'Internet y telefonía', valor: 230_000 },
  { concepto: 'Nómina administrativa', valor: 6_400_000 },
];
const GASTOS_VARIABLES: { categoria: CategoriaGasto; concepto: string; valor: number }[] = [
  { categoria: 2, concepto: 'Material didáctico', valor: 380_000 },
  { categoria: 2, concepto: 'Papelería y tóner', valor: 145_000 },
  { categoria: 2, concepto: 'Elementos de aseo y desinfección', valor: 210_000 },
  { categoria: 3, concepto: 'Mantenimiento del aire acondicionado', valor: 320_000 },
  { categoria: 3, concepto: 'Reparación de equipos de terapia', valor: 275_000 },
  { categoria: 1, concepto: 'Préstamo a empleado (abono de nómina)', valor: 500_000 },
];
/** An objective and its three tasks per specialty (the therapist's words). */
const OBJETIVOS: Record<EspecialidadObjetivo, { objetivo: string; tareas: [string, string, string] }[]> = {
  2: [
    {
      objetivo: 'Mejorar el equilibrio en bipedestación',
      tareas: ['Mantener apoyo unipodal 10 segundos', 'Caminar sobre línea recta sin apoyo', 'Subir y bajar escalones alternando pies'],
    },
  ],
  3: [
    {
      objetivo: 'Ampliar el vocabulario expresivo',
      tareas: ['Nombrar 20 objetos cotidianos', 'Usar frases de tres palabras', 'Responder preguntas de qué y quién'],
    },
  ],
  4: [
    {
      objetivo: 'Favorecer la motricidad fina para la escritura',
      tareas: ['Realizar pinza trípode con lápiz', 'Recortar sobre línea curva', 'Copiar figuras geométricas simples'],
    },
  ],
  5: [
    {
      objetivo: 'Fortalecer los procesos de lectura inicial',
      tareas: ['Reconocer las vocales', 'Asociar sonido y grafía de 10 consonantes', 'Leer palabras bisílabas'],
    },
  ],
  6: [
    {
      objetivo: 'Mejorar la regulación emocional',
      tareas: ['Identificar cuatro emociones básicas', 'Usar la respiración ante la frustración', 'Expresar verbalmente el malestar'],
    },
  ],
};
const ESCALA = [100, 80, 60, 80, 40, 100, 60];
/** Half-hour slots of a working day: 7:00 to 17:30. */
const HORAS = Array.from({ length: 21 }, (_, i) => `${String(7 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
const finDe = (hora: string) => {
  const m = Number(hora.slice(0, 2)) * 60 + Number(hora.slice(3)) + 30;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

interface Persona {
  id: string;
  usuario: string;
  nombre: string;
  rol: number;
  sede: string;
  salario: EstadoSalario;
  /** Occupied slots: `${diaDeSemana}-${hora}`. */
  ocupado: Set<string>;
}
interface Tarifa {
  id: string;
  estado: EstadoTarifa;
  eps: { id: string; nombre: string; tipo: TipoEps };
  especialidad: number;
}
interface Paciente {
  id: string;
  codigo: string;
  nombre: string;
  documento: string;
  sede: string;
  tipoCliente: number;
  entidad: EntidadParaCobertura | null;
  lineasActivas: number;
  /** Whether its clinical history was opened (reason, diagnostic impression, treatment plan). */
  conHistoria: boolean;
}
interface Cobertura {
  id: string;
  estado: EstadoCobertura;
  version: number;
  paciente: Paciente;
  /** The order it hangs from (formato 1). */
  orden?: { id: string; estado: EstadoCobertura; version: number };
}
/** A weekly series of one patient with one therapist on one line. */
interface Serie {
  cobertura: Cobertura;
  lineaId: string;
  servicio: number;
  terapeuta: Persona;
  slots: { dia: number; hora: string }[];
  valor: number;
  copago: number;
  lugar: LugarSesion;
  /** Sessions still pending of this series. */
  pendientes: number;
}
interface Sesion {
  id: string;
  estado: EstadoSesion;
  version: number;
  serie: Serie;
  fecha: string;
}

/** An instant of a Bogotá business day (UTC−5, no daylight saving) as ISO. */
const instante = (fecha: string, minutoDelDia: number) => new Date(Date.parse(`${fecha}T00:00:00Z`) + (minutoDelDia + 300) * 60_000).toISOString();

export interface OpcionesMundo {
  perfil: Perfil;
  semilla: number;
  /** First day (yyyy-mm-dd). */
  desde: string;
  /** Sessions of the future weeks stay pending; evolutions stop here (the generation's "today"). */
  hoy: string;
  /** The deterministic hash of the password of every generated user ('demo1234'). */
  passwordHash: string;
  sumidero: Sumidero;
  progreso?: (fecha: string, r: Resumen) => void;
}

export async function generarMundo(o: OpcionesMundo): Promise<Resumen> {
  const { perfil } = o;
  const azar = new Azar(o.semilla);
  const resumen: Resumen = { eventos: 0, sesiones: 0, pacientes: 0, coberturas: 0, canceladas: 0, atrasadas: 0 };
  const hasta = sumarDias(o.desde, Math.round(perfil.anios * 365.25));

  const emitir = async (cambios: CambioDeStream[], quien: Persona | null, fecha: string, minuto: number) => {
    const conEventos = cambios.filter((c) => c.eventos.length);
    if (!conEventos.length) return;
    resumen.eventos += conEventos.reduce((n, c) => n + c.eventos.length, 0);
    await o.sumidero({
      cambios: conEventos,
      metadata: {
        usuarioId: quien?.id ?? null,
        usuario: quien?.usuario ?? 'admin',
        rol: quien?.rol ?? 1,
        sede: quien?.sede ?? null,
        correlacionId: azar.uuid(),
        causacionId: null,
        ip: '127.0.0.1',
        fecha: instante(fecha, minuto),
        versionEsquema: 1,
      },
    });
  };
  const nuevo = (streamId: string, eventos: EventoNuevo[]): CambioDeStream => ({ streamId, versionEsperada: 0, eventos });

  // ─── The network: sites, catalogue of strategies, insurers and their rates ───
  const sedes = SEDES_NOMBRE.slice(0, perfil.sedes).map((nombre, i) => ({ id: i === 0 ? 'principal' : `sede-${String(i + 1).padStart(2, '0')}`, nombre }));
  const inicio: CambioDeStream[] = [];
  for (const s of sedes.slice(1)) {
    const e: SedeRegistrada = { tipo: 'SedeRegistrada', datos: { id: s.id, nombre: s.nombre, correo: null } };
    inicio.push(nuevo(streamSede(s.id), [e]));
  }
  const estrategias = new Map<number, { id: string; descripcion: string }[]>();
  for (const [esp, lista] of Object.entries(ESTRATEGIAS)) {
    const items = lista.map((descripcion) => {
      const id = azar.uuid();
      const tipo = tipoDominio('estrategias', Number(esp), null);
      const e: ItemCatalogoRegistrado = {
        tipo: 'ItemCatalogoRegistrado',
        datos: { id, tipoDominio: tipo, catalogo: 'estrategias', descripcion, especialidad: Number(esp), tipoPatologia: null },
      };
      inicio.push(nuevo(streamItemCatalogo(id), [e]), reservarClave('catalogo', claveItemCatalogo(tipo, descripcion), id));
      return { id, descripcion };
    });
    estrategias.set(Number(esp), items);
  }
  const aseguradoras = ASEGURADORAS.map((a) => {
    const id = azar.uuid();
    const e: EpsRegistrada = { tipo: 'EpsRegistrada', datos: { ...a, id } };
    inicio.push(nuevo(streamEps(id), [e]), reservarClave('eps-nombre', a.nombre, id));
    return { id, nombre: a.nombre, tipo: a.tipo as TipoEps, regimen: a.regimen };
  });
  const tarifas = new Map<string, Tarifa>();
  aseguradoras.forEach((a, i) => {
    for (const esp of ESPECIALIDADES) {
      const id = azar.uuid();
      const eventos = decidirRegistroTarifa(agregadoTarifa.inicial, {
        id,
        eps: a,
        especialidad: esp,
        tarifa: TARIFA_BASE[esp.codigo] + (i % 4) * 2_000,
        copago: a.tipo === 1 ? 4_500 : 0,
      });
      inicio.push(nuevo(streamTarifa(id), eventos), reservarClave(CLAVE_TARIFA, `${a.id}-${esp.codigo}`, id));
      tarifas.set(`${a.id}-${esp.codigo}`, {
        id,
        estado: eventos.reduce((s, e) => agregadoTarifa.evolucionar(s, e), agregadoTarifa.inicial),
        eps: a,
        especialidad: esp.codigo,
      });
    }
  });
  await emitir(inicio, null, o.desde, 60 * 7);

  // ─── Staff: per site, therapists of the five specialties, reception and scheduling coordination ───
  const personal: Persona[] = [];
  const porSede = new Map<string, { terapeutas: Map<number, Persona[]>; recepcion: Persona; coordinacion: Persona }>();
  for (const [k, s] of sedes.entries()) {
    const cambios: CambioDeStream[] = [];
    const registrar = (rol: number, usuario: string): Persona => {
      const id = azar.uuid();
      const sexo = azar.prob(0.75) ? NOMBRES_F : NOMBRES_M;
      const nombres = azar.elegir(sexo);
      const apellidos = `${azar.elegir(APELLIDOS)} ${azar.elegir(APELLIDOS)}`;
      const e: UsuarioRegistrado = {
        tipo: 'UsuarioRegistrado',
        datos: { id, usuario, passwordHash: o.passwordHash, nombres, apellidos, rol, sede: s.id, correo: `${usuario}@avanti.example` },
      };
      cambios.push(nuevo(streamUsuario(id), [e]), reservarClave('usuario', usuario, id));
      const p: Persona = { id, usuario, nombre: `${nombres} ${apellidos}`, rol, sede: s.id, salario: agregadoSalario.inicial, ocupado: new Set() };
      personal.push(p);
      return p;
    };
    const terapeutas = new Map<number, Persona[]>();
    for (const [esp, n] of Object.entries(PLANTA)) {
      terapeutas.set(
        Number(esp),
        Array.from({ length: n }, (_, i) => registrar(Number(esp), `s${k + 1}-${POR_CODIGO.get(Number(esp))!.nombre.slice(0, 4).toLowerCase()}${i + 1}`)),
      );
    }
    porSede.set(s.id, { terapeutas, recepcion: registrar(7, `s${k + 1}-recepcion`), coordinacion: registrar(9, `s${k + 1}-programacion`) });
    await emitir(cambios, null, o.desde, 60 * 7 + 10);
  }
  const actualizarSalarios = async (fecha: string, anio: number) => {
    const cambios: CambioDeStream[] = [];
    for (const [k, p] of personal.entries()) {
      const alza = Math.pow(1.07, anio);
      const porSesion = Math.round(((18_000 + (k % 5) * 1_500) * alza) / 100) * 100;
      const fijo = p.rol === 5 || p.rol === 6 || p.rol >= 7;
      const salarioFijo = fijo ? Math.round(((p.rol >= 7 ? 1_900_000 : 1_800_000 + (k % 5) * 200_000) * alza) / 1000) * 1000 : 0;
      const montos: Partial<MontosSalario> =
        p.rol >= 7
          ? {
              tipoContrato: 2,
              salarioFijo,
              transporte: Math.round(200_000 * alza),
              eps: Math.round(salarioFijo * 0.04),
              pension: Math.round(salarioFijo * 0.04),
              arl: Math.round(salarioFijo * 0.00522),
            }
          : {
              tipoContrato: fijo ? 2 : 1,
              salarioFijo,
              transporte: fijo ? Math.round(200_000 * alza) : 0,
              pagoPorSesion: porSesion,
              pagoPorSesionParticular: porSesion + 7_000,
              pagoPorSesionDomicilio: porSesion + 10_000,
              pagoPorSesionDomicilioParticular: porSesion + 15_000,
              pagoPorEvaluacion: Math.round(((35_000 + (k % 5) * 2_500) * alza) / 100) * 100,
              pagoPorEvaluacionDomicilio: Math.round(((45_000 + (k % 5) * 2_500) * alza) / 100) * 100,
              eps: Math.round(salarioFijo * 0.04),
              pension: Math.round(salarioFijo * 0.04),
              arl: Math.round(salarioFijo * 0.00522),
            };
      const eventos = decidirSalario(p.salario, { usuario: { id: p.id, nombre: p.nombre, sede: p.sede }, montos, hoy: fecha });
      cambios.push({ streamId: streamSalario(p.id), versionEsperada: anio, eventos });
      p.salario = eventos.reduce((s, e) => agregadoSalario.evolucionar(s, e), p.salario);
    }
    await emitir(cambios, null, fecha, 60 * 8);
  };
  const actualizarTarifas = async (fecha: string, anio: number) => {
    const cambios: CambioDeStream[] = [];
    for (const t of tarifas.values()) {
      const tarifa = Math.round((t.estado.tarifa * 1.06) / 100) * 100;
      const eventos = decidirActualizacionTarifa(t.estado, {
        id: t.id,
        tarifa,
        copago: t.estado.copago > 0 ? Math.round((t.estado.copago * 1.05) / 100) * 100 : 0,
      });
      cambios.push({ streamId: streamTarifa(t.id), versionEsperada: anio, eventos });
      t.estado = eventos.reduce((s, e) => agregadoTarifa.evolucionar(s, e), t.estado);
    }
    await emitir(cambios, null, fecha, 60 * 8 + 5);
  };
  await actualizarSalarios(o.desde, 0);
  // Fixed expenses of each site, registered once (they count every month from then on, decision 0032).
  {
    const cambios: CambioDeStream[] = [];
    for (const [i, s] of sedes.entries()) {
      for (const g of GASTOS_FIJOS) {
        const id = azar.uuid();
        cambios.push(
          nuevo(
            streamGasto(id),
            decidirGastoFijo(agregadoGasto.inicial, {
              id,
              valor: Math.round((g.valor * (i === 0 ? 1 : 0.8)) / 1000) * 1000,
              concepto: g.concepto,
              usuario: null,
              sede: s.id,
              hoy: o.desde,
            }),
          ),
        );
      }
    }
    await emitir(cambios, null, o.desde, 60 * 8 + 10);
  }

  // ─── Patients, coverage and weekly series ───
  let numeroPaciente = 0;
  const activos = new Map<string, number>(sedes.map((s) => [s.id, 0]));
  /** Sessions by date (pending ones), evolutions waiting for a later day. */
  const agenda = new Map<string, Sesion[]>();
  const evolucionesTarde = new Map<string, Sesion[]>();
  const habil = (f: string) => diaDeSemana(f) <= 5 && !festivo(f);

  const admitir = async (sede: string, fecha: string): Promise<Paciente> => {
    const i = numeroPaciente++;
    const id = azar.uuid();
    const sexo = azar.prob(0.5) ? 1 : 2;
    const [dep, ciudad] = azar.elegir(CIUDADES);
    const regimen = azar.prob(0.3) ? 2 : 1;
    const tipoCliente = azar.elegir([6, 6, 6, 6, 7, 8, 2, 3]);
    const candidatas = aseguradoras.filter((a) =>
      tipoCliente === 6 ? a.tipo === 1 && (a.regimen === regimen || a.regimen === 3) : tipoCliente === 7 ? a.tipo === 2 : a.tipo === 3,
    );
    const aseguradora = tipoCliente >= 6 && candidatas.length ? azar.elegir(candidatas) : null;
    const edad = 2 + azar.entero(0, 13);
    const anio = Number(fecha.slice(0, 4));
    const nacimiento = `${anio - edad}-${String(azar.entero(1, 12)).padStart(2, '0')}-${String(azar.entero(1, 28)).padStart(2, '0')}`;
    const tipoDocumento = edad < 7 ? 'RC' : 'TI';
    const numeroDocumento = String(1_100_000_000 + i * 7_919 + (o.semilla % 1000));
    const nombre = azar.elegir(sexo === 1 ? NOMBRES_M : NOMBRES_F);
    const apellido = azar.elegir(APELLIDOS);
    const apellidoMadre = azar.elegir(APELLIDOS);
    const datos: DatosPaciente = {
      tipoDocumento,
      numeroDocumento,
      primerNombre: nombre,
      segundoNombre: azar.prob(0.4) ? azar.elegir(sexo === 1 ? NOMBRES_M : NOMBRES_F) : null,
      primerApellido: apellido,
      segundoApellido: apellidoMadre,
      fechaNacimiento: nacimiento,
      sexo: sexo as 1 | 2,
      tipoCliente,
      diagnostico: azar.elegir(DIAGNOSTICOS),
      paisOrigen: '170',
      departamentoOrigen: dep,
      ciudadOrigen: ciudad,
      paisResidencia: '170',
      departamentoResidencia: dep,
      ciudadResidencia: ciudad,
      barrio: `Barrio ${azar.entero(1, 40)}`,
      direccion: `Calle ${azar.entero(1, 150)} # ${azar.entero(1, 90)}-${azar.entero(1, 99)}`,
      telefono: `3${azar.entero(100_000_000, 999_999_999)}`,
      regimen: regimen as 1 | 2,
      eps: tipoCliente === 6 ? (aseguradora?.id ?? null) : null,
      prepagada: tipoCliente === 7 ? (aseguradora?.id ?? null) : null,
      poliza: tipoCliente === 8 ? (aseguradora?.id ?? null) : null,
      tipoVinculacion: 'BENEFICIARIO',
      nombreAcompanante: null,
      telefonoAcompanante: null,
      remitente: azar.prob(0.5) ? 'PEDIATRÍA' : null,
    };
    const codigo = `${tipoDocumento}${numeroDocumento}`;
    const eventos: EventoPaciente[] = [
      { tipo: 'PacienteAdmitido', datos: { ...datos, id, codigo, sede, fechaIngreso: fecha } },
      {
        tipo: 'AcudienteRegistrado',
        datos: {
          pacienteId: id,
          parentesco: azar.elegir([1, 1, 1, 2, 2, 3, 8]),
          tipoDocumento: 'CC',
          numeroDocumento: String(30_000_000 + i * 104_729),
          nombres: azar.elegir(NOMBRES_F),
          apellidos: apellidoMadre,
          telefono: `31${azar.entero(10_000_000, 99_999_999)}`,
          correo: `acudiente${i + 1}@correo.example`,
          ocupacion: azar.elegir([1, 2, 3, 4, 6, 7]),
        },
      },
      { tipo: 'MotivoIngresoRegistrado', datos: { pacienteId: id, id: azar.uuid(), fecha, descripcion: azar.elegir(MOTIVOS), estado: azar.prob(0.3) ? 1 : 0 } },
    ];
    await emitir(
      [nuevo(streamPaciente(id), eventos), reservarClave(CLAVE_DOCUMENTO_PACIENTE, valorClaveDocumento(tipoDocumento, numeroDocumento), id)],
      porSede.get(sede)!.recepcion,
      fecha,
      60 * 7 + azar.entero(0, 600),
    );
    resumen.pacientes++;
    return {
      id,
      codigo,
      sede,
      tipoCliente,
      lineasActivas: 0,
      conHistoria: false,
      nombre: `${nombre} ${apellido}`,
      documento: `${tipoDocumento} ${numeroDocumento}`,
      entidad: aseguradora && tipoCliente >= 6 ? { id: aseguradora.id, nombre: aseguradora.nombre, tipo: aseguradora.tipo, estado: 1 } : null,
    };
  };
  /** Decisions due on a later day (an objective's periods rated every 30 days). */
  const porFecha = new Map<string, (() => Promise<void>)[]>();
  const despues = (fecha: string, accion: () => Promise<void>) => {
    if (fecha > o.hoy) return;
    porFecha.set(fecha, [...(porFecha.get(fecha) ?? []), accion]);
  };
  /** The series' therapist sets an objective with three tasks and rates its three periods (the last with its achievement). */
  const objetivo = async (p: Paciente, servicio: number, t: Persona, fecha: string) => {
    const esp = servicio as EspecialidadObjetivo;
    const texto = OBJETIVOS[esp][0];
    const id = azar.uuid();
    let eventos: EventoObjetivo[] = decidirCreacion({
      id,
      pacienteId: p.id,
      paciente: p.nombre,
      especialidad: esp,
      objetivo: texto.objetivo,
      tareas: texto.tareas,
      fechaInicio: fecha,
      terapeutaId: t.id,
      terapeuta: t.nombre,
      creadoPor: t.id,
    });
    let version = 0;
    const anexar = async (nuevos: EventoObjetivo[], dia: string) => {
      await emitir([{ streamId: streamObjetivo(id), versionEsperada: version, eventos: nuevos }], t, dia, 60 * 18);
      version += nuevos.length;
    };
    await anexar(eventos, fecha);
    const usuario = { id: t.id, rol: t.rol, permisos: new Set<string>() };
    const estadoActual = () => eventos.reduce((st, e) => agregadoObjetivo.evolucionar(st, e), agregadoObjetivo.inicial);
    if (formaDe(fecha) === 'unica') {
      // Objectives started before 2025-03-09 keep the older single rating: one score and the achievement, at 90 days.
      despues(sumarDias(fecha, 90), async () => {
        const dia = sumarDias(fecha, 90);
        const nuevos = decidirCalificacion(
          estadoActual(),
          { puntaje: ESCALA[azar.entero(0, ESCALA.length - 1)], logro: 'Alcanza el objetivo con apoyo mínimo; se mantiene en casa con la familia.' },
          { usuario, nombre: t.nombre, hoy: dia },
        );
        eventos = [...eventos, ...nuevos];
        await anexar(nuevos, dia);
      });
      return;
    }
    for (const periodo of [1, 2, 3] as const) {
      despues(sumarDias(fecha, 30 * periodo), async () => {
        const base = azar.entero(0, ESCALA.length - 1);
        const puntajes = [0, 1, 2].map((x) => ESCALA[(base + x + periodo) % ESCALA.length]);
        const nuevos = decidirCalificacion(
          estadoActual(),
          {
            periodo,
            tareas: puntajes.map((puntaje) => ({ puntaje, cumple: puntaje >= 60 })),
            comentario: periodo === 3 ? 'Alcanza el objetivo con apoyo mínimo; se mantiene en casa con la familia.' : undefined,
          },
          { usuario, nombre: t.nombre, hoy: sumarDias(fecha, 30 * periodo) },
        );
        eventos = [...eventos, ...nuevos];
        await anexar(nuevos, sumarDias(fecha, 30 * periodo));
      });
    }
  };
  const codigos = new Map<string, number>();
  const unico = (base: string) => {
    const n = (codigos.get(base) ?? 0) + 1;
    codigos.set(base, n);
    return n <= 1 ? base : `${base}-${n}`;
  };

  /** An authorization (against a new order), a private service or an agreement for one specialty; then its weekly series. */
  const cubrirYProgramar = async (p: Paciente, servicio: number, fecha: string) => {
    const quien = porSede.get(p.sede)!.recepcion;
    const cantidad = azar.elegir([8, 10, 12, 12, 16, 20]);
    const lineas = [{ servicio, cantidad }];
    const pac: PacienteParaCobertura = { id: p.id, codigo: p.codigo, nombre: `${p.nombre} (${p.documento})`, sede: p.sede, estado: 1 };
    const especialidades = POR_CODIGO;
    let cobertura: Cobertura;
    const cambios: CambioDeStream[] = [];
    if (p.entidad) {
      const ordenId = azar.uuid();
      const ordenCodigo = unico(codigoBase({ formato: 0, tipoEntidad: p.entidad.tipo, pacienteCodigo: p.codigo, fecha }));
      const orden = decidirOrden(agregadoCobertura.inicial, {
        id: ordenId,
        codigo: ordenCodigo,
        paciente: pac,
        entidad: p.entidad,
        fecha,
        cobertura: 90,
        lineas,
        especialidades,
        observaciones: null,
      });
      const estadoOrden = orden.reduce((s, e) => agregadoCobertura.evolucionar(s, e), agregadoCobertura.inicial);
      const autId = azar.uuid();
      const autCodigo = unico(codigoBase({ formato: 1, tipoEntidad: p.entidad.tipo, pacienteCodigo: p.codigo, fecha, ordenCodigo }));
      const r = decidirAutorizacionConOrden(
        agregadoCobertura.inicial,
        estadoOrden,
        ordenId,
        { id: autId, codigo: autCodigo, paciente: pac, fecha, cobertura: 90, lineas, especialidades, usuario: quien.usuario, observaciones: null },
        fecha,
      );
      cambios.push(nuevo(streamCobertura(ordenId), [...orden, ...r.orden]), reservarClave(CLAVE_CODIGO_COBERTURA, ordenCodigo, ordenId));
      cambios.push(nuevo(streamCobertura(autId), r.autorizacion), reservarClave(CLAVE_CODIGO_COBERTURA, autCodigo, autId));
      cobertura = {
        id: autId,
        version: 1,
        paciente: p,
        estado: r.autorizacion.reduce((s, e) => agregadoCobertura.evolucionar(s, e), agregadoCobertura.inicial),
        orden: { id: ordenId, version: 2, estado: [...orden, ...r.orden].reduce((s, e) => agregadoCobertura.evolucionar(s, e), agregadoCobertura.inicial) },
      };
      resumen.coberturas += 2;
    } else {
      const id = azar.uuid();
      const particular = p.tipoCliente !== 3;
      const codigo = unico(codigoBase({ formato: particular ? 2 : 3, pacienteCodigo: p.codigo, fecha }));
      const eventos = particular
        ? decidirParticular(agregadoCobertura.inicial, {
            id,
            codigo,
            paciente: pac,
            fecha,
            cobertura: 90,
            lineas,
            especialidades,
            observaciones: null,
            nombreCliente: p.nombre,
            formaPago: azar.prob(0.5) ? 1 : 2,
            periodo: 30,
            contrato: `CT-${numeroPaciente}`,
            orden: null,
          })
        : decidirConvenio(agregadoCobertura.inicial, {
            id,
            codigo,
            paciente: pac,
            fecha,
            cobertura: 90,
            lineas,
            especialidades,
            observaciones: 'Convenio institucional',
          });
      cambios.push(nuevo(streamCobertura(id), eventos), reservarClave(CLAVE_CODIGO_COBERTURA, codigo, id));
      cobertura = {
        id,
        version: 1,
        paciente: p,
        estado: (eventos as EventoNuevo[]).reduce((s, e) => agregadoCobertura.evolucionar(s, e as never), agregadoCobertura.inicial),
      };
      resumen.coberturas++;
    }
    await emitir(cambios, quien, fecha, 60 * 7 + azar.entero(0, 600));
    p.lineasActivas++;

    // The series: one or two fixed slots a week with a therapist of the specialty who is free then.
    const veces = servicio === 5 || servicio === 6 ? 1 : azar.prob(0.55) ? 2 : 1;
    const candidatos = porSede.get(p.sede)!.terapeutas.get(servicio)!;
    let terapeuta = candidatos[0];
    const slots: { dia: number; hora: string }[] = [];
    for (let intento = 0; intento < 40 && slots.length < veces; intento++) {
      const t = slots.length ? terapeuta : azar.elegir(candidatos);
      const dia = azar.entero(1, 5);
      const hora = azar.elegir(HORAS);
      if (t.ocupado.has(`${dia}-${hora}`) || slots.some((s) => s.dia === dia)) continue;
      terapeuta = t;
      slots.push({ dia, hora });
    }
    if (!slots.length) {
      p.lineasActivas--; // every therapist full at the times tried: the authorization stays unscheduled (as happens)
      return;
    }
    for (const s of slots) terapeuta.ocupado.add(`${s.dia}-${s.hora}`);
    const linea = cobertura.estado.lineas[0];
    const tarifa = p.entidad ? tarifas.get(`${p.entidad.id}-${servicio}`) : undefined;
    const serie: Serie = {
      cobertura,
      lineaId: linea.id,
      servicio,
      terapeuta,
      slots,
      valor: tarifa ? tarifa.estado.tarifa : 55_000 + (servicio % 3) * 5_000,
      copago: tarifa ? tarifa.estado.copago : 0,
      lugar: azar.prob(0.85) ? 'Sede' : azar.prob(0.6) ? 'Domicilio' : 'Virtual',
      pendientes: 0,
    };
    await programar(serie, sumarDias(fecha, azar.entero(1, 7)), linea.cantidad, quien, fecha);
    if (serie.pendientes === 0) {
      for (const s of slots) terapeuta.ocupado.delete(`${s.dia}-${s.hora}`);
      p.lineasActivas--;
    } else {
      if (!p.conHistoria) await historia(p, servicio, terapeuta, fecha, cantidad);
      if (azar.prob(0.6)) await objetivo(p, servicio, terapeuta, fecha);
    }
  };

  /** The first therapist opens the clinical history: the consultation reason, the diagnostic impression (CIE-10) and the treatment plan. */
  const historia = async (p: Paciente, servicio: number, t: Persona, fecha: string, sesiones: number) => {
    p.conHistoria = true;
    const autor = { usuarioId: t.id, terapeuta: t.nombre, pacienteId: p.id, fecha };
    const [codigo, ...resto] = azar
      .elegir([
        'F840 Autismo en la niñez',
        'F900 Perturbación de la actividad y de la atención',
        'F801 Trastorno del lenguaje expresivo',
        'G809 Parálisis cerebral, sin otra especificación',
        'F812 Trastorno específico de las habilidades aritméticas',
      ])
      .split(' ');
    const diagnosticos = [{ sistema: 'cie10' as const, codigo, descripcion: resto.join(' ') }];
    const eventos = [
      ...decidirMotivo({
        ...autor,
        id: azar.uuid(),
        motivo: azar.elegir(MOTIVOS),
        observaciones: 'Remitido por pediatría; la familia refiere el motivo desde hace meses.',
      }),
      ...decidirImpresion({
        ...autor,
        id: azar.uuid(),
        descripcion: 'Paciente con dificultades acordes con el motivo de consulta; se indica intervención terapéutica.',
        diagnosticos,
      }),
      ...decidirPlan({
        ...autor,
        id: azar.uuid(),
        fechaInicio: fecha,
        fechaFin: sumarDias(fecha, 90),
        conclusiones: 'Requiere intervención semanal en la especialidad.',
        recomendaciones: 'Asistencia constante y tareas en casa con la familia.',
        cie10: diagnosticos,
        actividadesFamilia: null,
        periodo: 1,
        lineas: [{ especialidad: servicio, sesiones }],
      }),
    ];
    await emitir([nuevo(streamHistoria(p.id), eventos)], t, fecha, 60 * 17 + 45);
  };

  /** Schedules up to `n` sessions of a series from `desde` on (the weekly-series command: working days, never past expiry or the pool). */
  const programar = async (serie: Serie, desde: string, n: number, quien: Persona, hoy: string) => {
    const c = serie.cobertura;
    const cambios: CambioDeStream[] = [];
    const debitos: EventoNuevo[] = [];
    const nuevas: Sesion[] = [];
    for (let f = desde; nuevas.length < n; f = sumarDias(f, 1)) {
      if (c.estado.fechaVencimiento !== null && f > c.estado.fechaVencimiento) break;
      const slot = serie.slots.find((s) => s.dia === diaDeSemana(f));
      if (!slot || !habil(f)) continue;
      const linea = c.estado.lineas.find((l) => l.id === serie.lineaId)!;
      if (restantes(linea) < 1) break;
      const id = azar.uuid();
      const datos: DatosSesionProgramada = {
        id,
        pacienteId: c.paciente.id,
        pacienteNombre: c.paciente.nombre,
        pacienteDocumento: c.paciente.documento,
        coberturaId: c.id,
        coberturaCodigo: c.estado.codigo,
        formato: c.estado.formato as 1 | 2 | 3,
        lineaId: serie.lineaId,
        entidadNombre: c.estado.entidadNombre,
        servicio: serie.servicio,
        especialidad: POR_CODIGO.get(serie.servicio)!.nombre,
        terapeutaId: serie.terapeuta.id,
        terapeutaNombre: serie.terapeuta.nombre.toUpperCase(),
        fecha: f,
        horaInicio: slot.hora,
        horaFin: finDe(slot.hora),
        unidades: 1,
        tipo: 'Terapia',
        lugar: serie.lugar,
        valor: serie.valor,
        copago: serie.copago,
        sede: c.paciente.sede,
        cruceConfirmado: false,
      };
      const debito = decidirDebito(c.estado, { coberturaId: c.id, lineaId: serie.lineaId, cantidad: 1, fecha: f, sesionId: id });
      c.estado = debito.reduce((s, e) => agregadoCobertura.evolucionar(s, e), c.estado);
      debitos.push(...debito);
      const eventos = decidirProgramacion(agregadoSesion.inicial, datos);
      cambios.push(nuevo(streamSesion(id), eventos));
      nuevas.push({ id, fecha: f, version: 1, serie, estado: eventos.reduce((s, e) => agregadoSesion.evolucionar(s, e), agregadoSesion.inicial) });
    }
    if (!nuevas.length) return;
    cambios.push({ streamId: streamCobertura(c.id), versionEsperada: c.version, eventos: debitos });
    c.version += debitos.length;
    await emitir(cambios, quien, hoy, 60 * 7 + azar.entero(0, 600));
    serie.pendientes += nuevas.length;
    resumen.sesiones += nuevas.length;
    for (const s of nuevas) {
      const lista = agenda.get(s.fecha) ?? [];
      lista.push(s);
      agenda.set(s.fecha, lista);
    }
  };

  const evolucionar = async (s: Sesion, fecha: string) => {
    const t = s.serie.terapeuta;
    const lista = estrategias.get(s.serie.servicio)!;
    const a = azar.entero(0, lista.length - 1);
    const elegidas = [lista[a], lista[(a + 1 + azar.entero(0, lista.length - 2)) % lista.length]];
    const eventos = decidirEvolucion(
      s.estado,
      {
        estrategias: elegidas.map((e) => e.id),
        estadoPaciente: azar.elegir(['Colaborador y atento', 'Inquieto al inicio, luego participa', 'Cansado, requiere pausas', 'Motivado con la actividad']),
        evolucion: azar.elegir([
          'Avanza en los objetivos de la sesión con apoyo verbal.',
          'Logra la actividad propuesta con ayuda física parcial.',
          'Mantiene la atención durante la actividad; se refuerza en casa.',
          'Se observa mejoría respecto a la sesión anterior.',
        ]),
        requiereExamen: false,
      },
      { usuarioId: t.id, hoy: fecha, estrategias: lista, material: null, historia: null },
    );
    const cambios: CambioDeStream[] = [{ streamId: streamSesion(s.id), versionEsperada: s.version, eventos }];
    s.version++;
    s.estado = eventos.reduce((st, e) => agregadoSesion.evolucionar(st, e), s.estado);
    await emitir(cambios, t, fecha, 60 * 12 + azar.entero(0, 420));
    const atrasada = eventos[0].datos.atrasada;
    if (atrasada) {
      resumen.atrasadas++;
      // 'Informe atrasado': some late evolutions get the half not paid discounted.
      if (azar.prob(0.25)) {
        const id = azar.uuid();
        const pago = t.salario.montos?.pagoPorSesion ?? 20_000;
        const d = decidirDescargo(agregadoDescargo.inicial, {
          id,
          terapeuta: { id: t.id, nombre: t.nombre, sede: t.sede },
          valor: Math.max(1, Math.round(pago / 2)),
          concepto: 'Informe atrasado',
          nota: `Evolución de ${s.serie.cobertura.paciente.nombre} registrada después del día de la sesión`,
          fecha,
          sesionId: s.id,
        });
        await emitir([nuevo(streamDescargo(id), d)], porSede.get(t.sede)!.coordinacion, fecha, 60 * 17);
      }
    }
    if (s.serie.copago > 0 || (!s.serie.cobertura.paciente.entidad && azar.prob(0.3))) {
      if (azar.prob(0.6)) {
        const id = azar.uuid();
        const p = s.serie.cobertura.paciente;
        const ev = decidirCopago(agregadoCopago.inicial, {
          id,
          fecha: s.fecha,
          monto: s.serie.copago > 0 ? s.serie.copago : 10_000,
          tipo: azar.prob(0.6) ? 1 : 2,
          paciente: { id: p.id, nombre: p.nombre, sede: p.sede },
          entidad: p.entidad ? { id: p.entidad.id, nombre: p.entidad.nombre } : { id: null, nombre: 'Particulares' },
          comentario: azar.prob(0.2) ? 'Copago de la sesión' : null,
        });
        await emitir([nuevo(streamCopago(id), ev)], porSede.get(p.sede)!.recepcion, fecha, 60 * 17 + 30);
      }
    }
  };

  /** Series that ended, waiting for the next working day's decision: renew (new order and authorization) or end. */
  const finalizados: { paciente: Paciente; servicio: number; renovar: boolean }[] = [];
  /** One pending session of its series less; the last one frees the therapist's slots. */
  const terminarSesion = (s: Sesion) => {
    const serie = s.serie;
    serie.pendientes--;
    if (serie.pendientes > 0) return;
    for (const slot of serie.slots) serie.terapeuta.ocupado.delete(`${slot.dia}-${slot.hora}`);
    serie.cobertura.paciente.lineasActivas--;
    finalizados.push({ paciente: serie.cobertura.paciente, servicio: serie.servicio, renovar: azar.prob(perfil.tasaRenovacion) });
  };

  // ─── Day by day ───
  let anio = 0;
  const objetivoActivos = perfil.pacientesActivosPorSede;
  for (let fecha = o.desde; fecha < hasta; fecha = sumarDias(fecha, 1)) {
    if (fecha.slice(5) === '01-15' && fecha > o.desde) {
      anio++;
      await actualizarSalarios(fecha, anio);
      await actualizarTarifas(fecha, anio);
    }
    for (const accion of porFecha.get(fecha) ?? []) await accion();
    porFecha.delete(fecha);
    const esHabil = habil(fecha);
    if (esHabil) {
      for (const s of sedes) {
        // New patients while the site is below its load (a ramp in the first months).
        const meta = Math.round(objetivoActivos * Math.min(1, 0.35 + (Date.parse(fecha) - Date.parse(o.desde)) / (1000 * 86400 * 120)));
        let nuevos = 0;
        while ((activos.get(s.id) ?? 0) < meta && nuevos < perfil.admisionesMaximasPorDia) {
          const p = await admitir(s.id, fecha);
          const lineas = azar.prob(0.35) ? 2 : 1;
          const elegidas = new Set<number>();
          while (elegidas.size < lineas) {
            let r = azar.entero(1, 100);
            for (const [esp, peso] of PESO_ESPECIALIDAD) {
              if ((r -= peso) <= 0) {
                elegidas.add(esp);
                break;
              }
            }
          }
          for (const esp of elegidas) await cubrirYProgramar(p, esp, fecha);
          activos.set(s.id, (activos.get(s.id) ?? 0) + 1);
          nuevos++;
        }
        // Expenses of the month: a few variable ones on working days.
        if (azar.prob(5 / 21)) {
          const g = azar.elegir(GASTOS_VARIABLES);
          const id = azar.uuid();
          await emitir(
            [
              nuevo(
                streamGasto(id),
                decidirGastoVariable(agregadoGasto.inicial, {
                  id,
                  fecha,
                  valor: Math.round((g.valor * (0.8 + azar.siguiente() * 0.4)) / 1000) * 1000,
                  categoria: g.categoria,
                  concepto: g.concepto,
                  sede: s.id,
                }),
              ),
            ],
            null,
            fecha,
            60 * 16,
          );
        }
      }
    }
    // The day's sessions: cancelled (with a reason of the spec; the pool gets the unit back and a make-up
    // session is booked when the pool and the expiry allow), or evolved by their therapist (most the same day, some late).
    const delDia = agenda.get(fecha) ?? [];
    agenda.delete(fecha);
    for (const s of delDia) {
      if (fecha > o.hoy) continue; // the future: pending
      const serie = s.serie;
      const c = serie.cobertura;
      if (azar.prob(perfil.tasaCancelacion)) {
        const motivo = azar.prob(0.85) ? azar.elegir(MOTIVOS_FRECUENTES) : azar.elegir(MOTIVOS_CANCELACION);
        const quien = porSede.get(c.paciente.sede)!.coordinacion;
        const eventos: EventoSesion[] = decidirCancelacion(s.estado, {
          motivo,
          detalle: motivo === 'Otros' ? 'Avisó la familia por teléfono' : undefined,
          canceladaPor: quien.usuario,
          hoy: fecha,
          vencimiento: c.estado.fechaVencimiento,
        });
        const credito = decidirCredito(c.estado, { coberturaId: c.id, lineaId: serie.lineaId, cantidad: 1, sesionId: s.id });
        c.estado = credito.reduce((st, e) => agregadoCobertura.evolucionar(st, e), c.estado);
        await emitir(
          [
            { streamId: streamSesion(s.id), versionEsperada: s.version, eventos },
            { streamId: streamCobertura(c.id), versionEsperada: c.version, eventos: credito },
          ],
          quien,
          fecha,
          60 * 6 + 30,
        );
        s.version++;
        c.version++;
        resumen.canceladas++;
        // A make-up session a week later or after, when the pool and the expiry allow.
        await programar(serie, sumarDias(fecha, 7), 1, quien, fecha);
        terminarSesion(s);
        continue;
      }
      if (azar.prob(perfil.tasaAtraso)) {
        const dia = sumarDias(fecha, azar.entero(1, 4));
        if (dia <= o.hoy) {
          const lista = evolucionesTarde.get(dia) ?? [];
          lista.push(s);
          evolucionesTarde.set(dia, lista);
        }
        terminarSesion(s);
        continue;
      }
      await evolucionar(s, fecha);
      terminarSesion(s);
    }
    for (const s of evolucionesTarde.get(fecha) ?? []) await evolucionar(s, fecha);
    evolucionesTarde.delete(fecha);

    // Lines that ended: most are renewed (a new order and authorization, a new series), the rest end the patient's treatment.
    if (esHabil && fecha <= o.hoy) {
      for (const p of finalizados.splice(0)) {
        if (p.renovar) await cubrirYProgramar(p.paciente, p.servicio, fecha);
        else if (p.paciente.lineasActivas === 0) activos.set(p.paciente.sede, (activos.get(p.paciente.sede) ?? 1) - 1);
      }
    }
    o.progreso?.(fecha, resumen);
  }
  return resumen;
}
