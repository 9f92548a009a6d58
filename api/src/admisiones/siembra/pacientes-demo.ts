import { count } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '@avanti/libs/database/conexion';
import { eps, pacientes } from '@avanti/libs/database/schema/index';
import { reservarClave } from '@avanti/libs/dominio/claves';
import { CLAVE_DOCUMENTO_PACIENTE, streamPaciente, valorClaveDocumento, type DatosPaciente, type EventoPaciente } from '@avanti/libs/admisiones/eventos';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import { ConflictoDeVersion, type CambioDeStream, type MetadataEvento } from '@avanti/libs/eventstore/tipos';
import { hoy, type Reloj } from '@avanti/libs/clock/reloj';

export const CANTIDAD_PACIENTES_DEMO = 300;
const PACIENTES_POR_LOTE = 50;
const SEDES = ['principal', 'norte', 'sur'];
const NOMBRES_F = ['SOFÍA', 'VALENTINA', 'ISABELLA', 'MARIANA', 'LUCÍA', 'SARA', 'GABRIELA', 'SALOMÉ', 'ANTONELLA', 'EMILIA', 'MARÍA JOSÉ', 'LAURA'];
const NOMBRES_M = ['SANTIAGO', 'MATÍAS', 'SEBASTIÁN', 'SAMUEL', 'NICOLÁS', 'ALEJANDRO', 'TOMÁS', 'EMMANUEL', 'JERÓNIMO', 'DAVID', 'JUAN PABLO', 'MARTÍN'];
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

/** A small deterministic generator: the same demo data on every installation. */
const generador = (semilla: number) => () => {
  semilla = (semilla * 1_103_515_245 + 12_345) % 2_147_483_648;
  return semilla / 2_147_483_648;
};

/** A few hundred patients across the three demo sites, each with a guardian and a consultation reason. */
export async function sembrarPacientesDemo({ store, db, reloj }: { store: EventStore; db: Db; reloj: Reloj }): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(pacientes);
  if (Number(n) > 0) return;
  const aseguradoras = await db.select({ id: eps.id, tipo: eps.tipo, regimen: eps.regimen }).from(eps);
  const azar = generador(20261120);
  const elegir = <T>(l: readonly T[]): T => l[Math.floor(azar() * l.length)];
  const hoyNegocio = hoy(reloj);
  const anio = Number(hoyNegocio.slice(0, 4));
  const meta = (): MetadataEvento => ({
    usuarioId: null,
    usuario: 'sistema',
    rol: null,
    sede: null,
    correlacionId: randomUUID(),
    causacionId: null,
    ip: null,
    fecha: reloj.ahora().toISOString(),
    versionEsquema: 1,
  });
  // Appended in batches (one transaction per batch): a transaction per patient was most of a first start.
  let lote: CambioDeStream[] = [];
  const anexarLote = async (): Promise<boolean> => {
    if (lote.length === 0) return true;
    try {
      await store.anexar(lote, meta());
      lote = [];
      return true;
    } catch (error) {
      if (!(error instanceof ConflictoDeVersion)) throw error; // another process seeded them first
      return false;
    }
  };
  for (let i = 0; i < CANTIDAD_PACIENTES_DEMO; i++) {
    const id = randomUUID();
    const sexo = azar() < 0.5 ? 1 : 2;
    const [dep, ciudad] = elegir(CIUDADES);
    const regimen = azar() < 0.3 ? 2 : 1;
    const tipoCliente = elegir([6, 6, 6, 7, 8, 2, 3]);
    const porTipo = (t: number) => aseguradoras.filter((a) => a.tipo === t && (t !== 1 || a.regimen === regimen || a.regimen === 3));
    const epsElegida = tipoCliente === 6 ? (elegir(porTipo(1))?.id ?? null) : null;
    const prepagada = tipoCliente === 7 && regimen === 1 ? (elegir(porTipo(2))?.id ?? null) : null;
    const poliza = tipoCliente === 8 && regimen === 1 ? (elegir(porTipo(3))?.id ?? null) : null;
    const edad = 2 + Math.floor(azar() * 14);
    const nacimiento = `${anio - edad}-${String(1 + Math.floor(azar() * 12)).padStart(2, '0')}-${String(1 + Math.floor(azar() * 28)).padStart(2, '0')}`;
    const tipoDocumento = edad < 7 ? 'RC' : 'TI';
    const numeroDocumento = String(1_000_000_000 + i * 7919);
    const apellidoMadre = elegir(APELLIDOS);
    const datos: DatosPaciente = {
      tipoDocumento,
      numeroDocumento,
      primerNombre: elegir(sexo === 1 ? NOMBRES_M : NOMBRES_F),
      segundoNombre: azar() < 0.4 ? elegir(sexo === 1 ? NOMBRES_M : NOMBRES_F) : null,
      primerApellido: elegir(APELLIDOS),
      segundoApellido: apellidoMadre,
      fechaNacimiento: nacimiento,
      sexo: sexo as 1 | 2,
      tipoCliente,
      diagnostico: elegir(DIAGNOSTICOS),
      paisOrigen: '170',
      departamentoOrigen: dep,
      ciudadOrigen: ciudad,
      paisResidencia: '170',
      departamentoResidencia: dep,
      ciudadResidencia: ciudad,
      barrio: `Barrio ${1 + Math.floor(azar() * 40)}`,
      direccion: `Calle ${1 + Math.floor(azar() * 150)} # ${1 + Math.floor(azar() * 90)}-${1 + Math.floor(azar() * 99)}`,
      telefono: `3${Math.floor(100_000_000 + azar() * 899_999_999)}`,
      regimen: regimen as 1 | 2,
      eps: epsElegida,
      prepagada,
      poliza,
      tipoVinculacion: 'BENEFICIARIO',
      nombreAcompanante: null,
      telefonoAcompanante: null,
      remitente: azar() < 0.5 ? 'PEDIATRÍA' : null,
    };
    const ingreso = `${anio - (azar() < 0.5 ? 1 : 0)}-${String(1 + Math.floor(azar() * 10)).padStart(2, '0')}-15`;
    const eventos: EventoPaciente[] = [
      {
        tipo: 'PacienteAdmitido',
        datos: {
          ...datos,
          id,
          codigo: `${tipoDocumento}${numeroDocumento}`,
          sede: SEDES[i % SEDES.length],
          fechaIngreso: ingreso < hoyNegocio ? ingreso : hoyNegocio,
        },
      },
      {
        tipo: 'AcudienteRegistrado',
        datos: {
          pacienteId: id,
          parentesco: elegir([1, 1, 1, 2, 2, 3, 8]),
          tipoDocumento: 'CC',
          numeroDocumento: String(30_000_000 + i * 104_729),
          nombres: elegir(NOMBRES_F),
          apellidos: apellidoMadre,
          telefono: `31${Math.floor(10_000_000 + azar() * 89_999_999)}`,
          correo: `acudiente${i + 1}@correo.com`,
          ocupacion: elegir([1, 2, 3, 4, 6, 7]),
        },
      },
      {
        tipo: 'MotivoIngresoRegistrado',
        datos: {
          pacienteId: id,
          id: randomUUID(),
          fecha: ingreso < hoyNegocio ? ingreso : hoyNegocio,
          descripcion: elegir(MOTIVOS),
          estado: azar() < 0.3 ? 1 : 0,
        },
      },
    ];
    if (i % 10 === 9) eventos.push({ tipo: 'EstadoPacienteCambiado', datos: { id, estado: 0 } });
    lote.push(
      { streamId: streamPaciente(id), versionEsperada: 0, eventos },
      reservarClave(CLAVE_DOCUMENTO_PACIENTE, valorClaveDocumento(tipoDocumento, numeroDocumento), id),
    );
    if ((i + 1) % PACIENTES_POR_LOTE === 0 && !(await anexarLote())) return;
  }
  await anexarLote();
}
