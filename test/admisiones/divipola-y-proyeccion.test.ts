import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { asc } from 'drizzle-orm';
import { importarDivipola, leerDivipola, listarMunicipios, DivipolaInvalida } from '@avanti/libs/catalogos/divipola';
import type { BaseDeDatos } from '@avanti/libs/database/conexion';
import { acudientes, motivosIngreso, pacientes } from '@avanti/libs/database/schema/index';
import type { EventoPaciente } from '@avanti/libs/admisiones/eventos';
import { PostgresEventStore } from '@avanti/libs/eventstore/postgres-event-store';
import type { MetadataEvento } from '@avanti/libs/eventstore/tipos';
import { PROYECTORES } from '@avanti/libs/projections/proyectores';
import { Proyecciones } from '@avanti/libs/projections/proyecciones';
import { abrirBaseDePrueba } from '../support/bases-de-datos.js';

const MUESTRA = readFileSync(new URL('./muestras/divipola-muestra.csv', import.meta.url), 'utf8');

describe('DIVIPOLA: importación con un lector CSV real', () => {
  it('lee la muestra: encabezado con nombres repetidos, campos entre comillas con comas', async () => {
    const d = await leerDivipola(MUESTRA);
    expect(d.departamentos).toEqual([
      { codigo: '05', nombre: 'ANTIOQUIA' },
      { codigo: '08', nombre: 'ATLÁNTICO' },
      { codigo: '11', nombre: 'BOGOTÁ, D.C.' },
    ]);
    expect(d.municipios).toEqual([
      { codigo: '05001', departamento: '05', nombre: 'MEDELLÍN' },
      { codigo: '08001', departamento: '08', nombre: 'BARRANQUILLA' },
      { codigo: '11001', departamento: '11', nombre: 'BOGOTÁ, D.C.' },
    ]);
  });

  it('rechaza un archivo que no es DIVIPOLA', async () => {
    await expect(leerDivipola('a,b,c\n1,2,3\n')).rejects.toBeInstanceOf(DivipolaInvalida);
    await expect(leerDivipola(`${MUESTRA.split('\n')[0]}\n5,ANTIOQUIA,05001,MEDELLÍN\n`)).rejects.toThrow('Fila 2');
  });

  it('el archivo oficial completo: 33 departamentos, ~1.120 municipios; importar dos veces no duplica', async () => {
    const base = await abrirBaseDePrueba('pglite');
    try {
      const primera = await importarDivipola(base.db);
      expect(primera.departamentos).toBe(33);
      expect(primera.municipios).toBeGreaterThan(1100);
      expect(primera.municipios).toBeLessThan(1130);
      expect(await importarDivipola(base.db)).toEqual({ departamentos: 0, municipios: 0 });
      const bogota = await listarMunicipios(base.db, '11');
      expect(bogota).toEqual([{ codigo: '11001', departamento: '11', nombre: 'BOGOTÁ, D.C.' }]);
    } finally {
      await base.cerrar();
    }
  });
});

describe('Proyección de pacientes: eventos → filas; reconstruir da lo mismo', () => {
  let base: BaseDeDatos;
  let store: PostgresEventStore;
  let proyecciones: Proyecciones;
  const id = randomUUID();
  const meta: MetadataEvento = {
    usuarioId: null,
    usuario: 'prueba',
    rol: 1,
    sede: 'principal',
    correlacionId: randomUUID(),
    causacionId: null,
    ip: null,
    fecha: new Date().toISOString(),
    versionEsquema: 1,
  };
  const datos = {
    tipoDocumento: 'CC',
    numeroDocumento: '123',
    primerNombre: 'ANA',
    segundoNombre: null,
    primerApellido: 'PÉREZ',
    segundoApellido: null,
    fechaNacimiento: '2015-01-01',
    sexo: 2 as const,
    tipoCliente: 2,
    diagnostico: null,
    paisOrigen: null,
    departamentoOrigen: null,
    ciudadOrigen: null,
    paisResidencia: null,
    departamentoResidencia: null,
    ciudadResidencia: null,
    barrio: null,
    direccion: null,
    telefono: null,
    regimen: 1 as const,
    eps: null,
    prepagada: null,
    poliza: null,
    tipoVinculacion: null,
    nombreAcompanante: null,
    telefonoAcompanante: null,
    remitente: null,
  };
  const archivo = (n: string) => ({ archivo: `pacientes/${id}/${n}.pdf`, tipo: 'pdf' as const, tamano: 10, nombreOriginal: `${n}.pdf` });
  const eventos: EventoPaciente[] = [
    { tipo: 'PacienteAdmitido', datos: { ...datos, id, codigo: 'CC123', sede: 'principal', fechaIngreso: '2026-11-20' } },
    { tipo: 'PacienteActualizado', datos: { ...datos, id, primerNombre: 'ANITA' } },
    {
      tipo: 'AcudienteRegistrado',
      datos: {
        pacienteId: id,
        parentesco: 1,
        tipoDocumento: 'CC',
        numeroDocumento: '9',
        nombres: 'A',
        apellidos: 'B',
        telefono: '1',
        correo: 'a@b.co',
        ocupacion: 1,
      },
    },
    {
      tipo: 'AcudienteRegistrado',
      datos: {
        pacienteId: id,
        parentesco: 2,
        tipoDocumento: 'CC',
        numeroDocumento: '8',
        nombres: 'C',
        apellidos: 'D',
        telefono: '2',
        correo: 'c@d.co',
        ocupacion: 2,
      },
    },
    { tipo: 'AcudienteDesvinculado', datos: { pacienteId: id, numeroDocumento: '9' } },
    { tipo: 'MotivoIngresoRegistrado', datos: { pacienteId: id, id: 'm1', fecha: '2026-11-20', descripcion: 'Lenguaje', estado: 0 } },
    {
      tipo: 'DocumentosPacienteGuardados',
      datos: { pacienteId: id, documentos: { documento: archivo('documento'), foto: { ...archivo('foto'), tipo: 'png' } } },
    },
    { tipo: 'DocumentosPacienteGuardados', datos: { pacienteId: id, documentos: { documento: archivo('documento2') } } },
    {
      tipo: 'LideresAsignados',
      datos: {
        id,
        fisioterapia: 'u2',
        fonoaudiologia: null,
        terapiaOcupacional: null,
        psicologia: 'u6',
        educacionEspecial: null,
        confidencial: true,
        bloqueadoPara: 'u6',
      },
    },
    { tipo: 'EstadoPacienteCambiado', datos: { id, estado: 0 } },
  ];

  beforeAll(async () => {
    base = await abrirBaseDePrueba('pglite');
    store = new PostgresEventStore(base.db);
    proyecciones = new Proyecciones(base.db, store, PROYECTORES);
    proyecciones.conectarEnLinea();
    for (const e of eventos) {
      const version = (await store.leerStream(`paciente-${id}`)).length;
      await store.anexar([{ streamId: `paciente-${id}`, versionEsperada: version, eventos: [e] }], meta);
    }
  });
  afterAll(() => base.cerrar());

  const leer = async () => ({
    paciente: (await base.db.select().from(pacientes)).map(({ registradoEn: _r, actualizadoEn: _a, ...resto }) => resto),
    acudientes: (await base.db.select().from(acudientes).orderBy(asc(acudientes.numeroDocumento))).map(({ registradoEn: _r, ...resto }) => resto),
    motivos: (await base.db.select().from(motivosIngreso)).map(({ registradoEn: _r, ...resto }) => resto),
  });

  it('deja las filas esperadas', async () => {
    const { paciente, acudientes: acu, motivos } = await leer();
    expect(paciente).toHaveLength(1);
    expect(paciente[0]).toMatchObject({
      id,
      codigo: 'CC123',
      primerNombre: 'ANITA',
      estado: 0,
      sede: 'principal',
      fechaIngreso: '2026-11-20',
      liderFisioterapia: 'u2',
      liderPsicologia: 'u6',
      bloqueadoPara: 'u6',
    });
    expect(Object.keys(paciente[0].documentos as object).sort()).toEqual(['documento', 'foto']);
    expect((paciente[0].documentos as Record<string, { archivo: string }>).documento.archivo).toBe(`pacientes/${id}/documento2.pdf`);
    expect(acu.map((a) => a.numeroDocumento)).toEqual(['8']);
    expect(motivos).toEqual([{ id: 'm1', pacienteId: id, fecha: '2026-11-20', descripcion: 'Lenguaje', estado: 0 }]);
  });

  it('una reconstrucción desde el registro de eventos da las mismas filas', async () => {
    const antes = await leer();
    await proyecciones.reconstruir();
    expect(await leer()).toEqual(antes);
  });
});
