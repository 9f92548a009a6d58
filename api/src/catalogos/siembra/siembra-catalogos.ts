import { randomUUID } from 'node:crypto';
import { importarCie10 } from '@avanti/libs/catalogos/cie10';
import { tipoDominio, type TipoCatalogo } from '@avanti/libs/catalogos/contrato';
import type { Configuracion } from '@avanti/libs/config/configuracion';
import type { Db } from '@avanti/libs/database/conexion';
import { reservarClave } from '@avanti/libs/dominio/claves';
import { claveItemCatalogo, streamItemCatalogo } from '@avanti/libs/catalogos/eventos';
import type { EventStore } from '@avanti/libs/eventstore/event-store';
import { ConflictoDeVersion, type CambioDeStream } from '@avanti/libs/eventstore/tipos';
import { contarCatalogo } from '@avanti/libs/catalogos/lecturas/catalogos';
import type { Reloj } from '@avanti/libs/clock/reloj';

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
const MATERIALES: Record<number, string[]> = {
  2: ['Balón terapéutico', 'Colchoneta', 'Barras paralelas', 'Bandas elásticas'],
  3: ['Láminas de vocabulario', 'Espejo', 'Bajalenguas', 'Tablero de comunicación'],
  4: ['Plastilina', 'Tablero de clavijas', 'Columpio sensorial', 'Pinzas y ensartados'],
  5: ['Fichas de lectura', 'Regletas', 'Rompecabezas', 'Agenda visual'],
  6: ['Juego de roles', 'Cuentos terapéuticos', 'Tarjetas de emociones', 'Economía de fichas'],
};
const MOTIVOS = [
  'Retraso del lenguaje',
  'Dificultades de atención',
  'Alteraciones de la marcha',
  'Dificultades de aprendizaje',
  'Problemas de conducta',
  'Alteraciones sensoriales',
  'Dificultades en la alimentación',
];
const DSM = [
  '299.00 Trastorno autista',
  '314.01 Trastorno por déficit de atención con hiperactividad, tipo combinado',
  '315.31 Trastorno del lenguaje expresivo',
  '317 Retraso mental leve',
  '313.81 Trastorno negativista desafiante',
  '315.00 Trastorno de la lectura',
];

interface Dependencias {
  store: EventStore;
  db: Db;
  config: Configuracion;
  reloj: Reloj;
}

/** The demo's catalogue: strategies and materials per specialty, consultation-reason terms, DSM-IV pathologies. */
function itemsDemo(): { catalogo: TipoCatalogo; descripcion: string; especialidad: number | null; tipoPatologia: number | null }[] {
  const porEspecialidad = (catalogo: TipoCatalogo, lista: Record<number, string[]>) =>
    Object.entries(lista).flatMap(([esp, descripciones]) =>
      descripciones.map((descripcion) => ({ catalogo, descripcion, especialidad: Number(esp), tipoPatologia: null })),
    );
  return [
    ...porEspecialidad('estrategias', ESTRATEGIAS),
    ...porEspecialidad('materiales', MATERIALES),
    ...MOTIVOS.map((descripcion) => ({ catalogo: 'motivos-consulta' as const, descripcion, especialidad: null, tipoPatologia: null })),
    ...DSM.map((descripcion) => ({ catalogo: 'patologias' as const, descripcion, especialidad: null, tipoPatologia: 2 })),
  ];
}

/**
 * CIE-10 for every installation (one statement, once); in demo mode, the demo catalogue as events in one
 * append (nothing when the catalogue already has items). `fase` is told when each step ends.
 */
export async function sembrarCatalogos(deps: Dependencias, fase: (nombre: string) => void = () => undefined): Promise<void> {
  await importarCie10(deps.db);
  fase('CIE-10');
  if (!deps.config.demo || (await contarCatalogo(deps.db)) > 0) return;
  const cambios: CambioDeStream[] = itemsDemo().flatMap((item) => {
    const id = randomUUID();
    const tipo = tipoDominio(item.catalogo, item.especialidad, item.tipoPatologia);
    return [
      { streamId: streamItemCatalogo(id), versionEsperada: 0, eventos: [{ tipo: 'ItemCatalogoRegistrado', datos: { id, tipoDominio: tipo, ...item } }] },
      reservarClave('catalogo', claveItemCatalogo(tipo, item.descripcion), id),
    ];
  });
  const meta = {
    usuarioId: null,
    usuario: 'sistema',
    rol: null,
    sede: null,
    correlacionId: randomUUID(),
    causacionId: null,
    ip: null,
    fecha: deps.reloj.ahora().toISOString(),
    versionEsquema: 1,
  };
  try {
    await deps.store.anexar(cambios, meta);
  } catch (error) {
    if (!(error instanceof ConflictoDeVersion)) throw error; // another process seeded them first
  }
  fase('catálogos de demostración');
}
