import { plegar } from '@avanti/libs/dominio/agregado';
import { NoEncontrado, ReglaIncumplida } from '@avanti/libs/dominio/errores';
import { aprobado, estadoObjetivo, marcaObjetivo, promedioDe } from '@avanti/libs/objetivos/contrato-lecturas';
import type { EventoObjetivo } from '@avanti/libs/objetivos/eventos';
import {
  agregadoObjetivo,
  decidirCalificacion,
  decidirCreacion,
  decidirExtension,
  finDeTrimestre,
  puedeCalificar,
  puedeCrear,
  type Usuario,
} from './objetivo.js';

const pedido = {
  id: 'o-1',
  pacienteId: 'p-1',
  paciente: 'ANA RUIZ (CC 1)',
  especialidad: 3,
  objetivo: 'Mejorar la articulación',
  tareas: ['Fonema r', 'Fonema s', 'Fonema l'],
  fechaInicio: '2026-11-23',
  terapeutaId: 'lider',
  terapeuta: 'Lina Líder',
  creadoPor: 'lider',
};
const usuario = (id: string, rol = 3, permisos: string[] = []): Usuario => ({ id, rol, permisos: new Set(permisos) });
const lider = usuario('lider');
const coordinador = (rol: number) => usuario('coord', rol, ['capacidad.calificar-objetivos']);
const creado = (cambios: Partial<typeof pedido> = {}) => plegar(agregadoObjetivo, decidirCreacion({ ...pedido, ...cambios }));
const tareas = (...puntajes: number[]) => puntajes.map((puntaje) => ({ puntaje, cumple: puntaje >= 60 }));
const calificar = (estado: ReturnType<typeof creado>, periodo: number, extra: object = {}, quien = lider, hoy = '2026-12-01') =>
  decidirCalificacion(estado, { periodo, tareas: tareas(100, 80, 60), ...extra }, { usuario: quien, nombre: 'Lina Líder', hoy });
const con = (estado: ReturnType<typeof creado>, eventos: EventoObjetivo[]) => eventos.reduce(agregadoObjetivo.evolucionar, estado);

describe('objetivos: decisiones', () => {
  it('fecha de cumplimiento: último día del trimestre de la fecha de inicio, también el cuarto y en años bisiestos', () => {
    expect(finDeTrimestre('2026-01-01')).toBe('2026-03-31');
    expect(finDeTrimestre('2026-03-31')).toBe('2026-03-31');
    expect(finDeTrimestre('2026-04-01')).toBe('2026-06-30');
    expect(finDeTrimestre('2026-09-30')).toBe('2026-09-30');
    expect(finDeTrimestre('2026-10-01')).toBe('2026-12-31');
    expect(finDeTrimestre('2026-12-31')).toBe('2026-12-31');
    expect(finDeTrimestre('2028-02-29')).toBe('2028-03-31');
    expect(decidirCreacion(pedido)[0].datos).toMatchObject({ fechaFin: '2026-12-31', forma: 'periodos', tareas: ['Fonema r', 'Fonema s', 'Fonema l'] });
  });

  it('nuevo objetivo: texto y exactamente tres tareas no vacías y distintas', () => {
    const invalido = (m: string) => new ReglaIncumplida(m, 'invalido');
    expect(() => decidirCreacion({ ...pedido, tareas: ['a', 'b', 'a'] })).toThrow(invalido('Las tareas no pueden ser las mismas'));
    expect(() => decidirCreacion({ ...pedido, tareas: ['a', 'b', ' A '] })).toThrow('Las tareas no pueden ser las mismas');
    expect(() => decidirCreacion({ ...pedido, tareas: ['a', 'b'] })).toThrow('El objetivo debe tener exactamente tres tareas');
    expect(() => decidirCreacion({ ...pedido, tareas: ['a', 'b', 'c', 'd'] })).toThrow('El objetivo debe tener exactamente tres tareas');
    expect(() => decidirCreacion({ ...pedido, tareas: ['a', ' ', 'c'] })).toThrow('Las tres tareas son obligatorias');
    expect(() => decidirCreacion({ ...pedido, objetivo: '  ' })).toThrow('El objetivo es obligatorio');
    expect(() => decidirCreacion({ ...pedido, especialidad: 1 })).toThrow(/La especialidad debe ser 2/);
    expect(() => decidirCreacion({ ...pedido, fechaInicio: '2026-02-30' })).toThrow('La fecha no es válida (aaaa-mm-dd)');
  });

  it('lo crea el líder de la especialidad o el administrador, solo con el paciente activo', () => {
    expect(() => puedeCrear(lider, { estado: 1, lider: 'lider' })).not.toThrow();
    expect(() => puedeCrear(usuario('admin', 1), { estado: 1, lider: 'otro' })).not.toThrow();
    expect(() => puedeCrear(usuario('otro'), { estado: 1, lider: 'lider' })).toThrow(
      new ReglaIncumplida('Solo el líder de la especialidad del paciente puede registrar objetivos', 'prohibido'),
    );
    expect(() => puedeCrear(coordinador(9), { estado: 1, lider: null })).toThrow(/Solo el líder/);
    expect(() => puedeCrear(lider, { estado: 0, lider: 'lider' })).toThrow('El paciente está inactivo: no se le pueden registrar objetivos');
    expect(() => puedeCrear(usuario('admin', 1), { estado: 0, lider: null })).toThrow(/inactivo/);
  });

  it('calificar: periodos en orden, cada uno se cierra; el 3 exige logro y registra el logro', () => {
    const estado = creado();
    const [p1] = calificar(estado, 1);
    expect(p1.datos).toMatchObject({ periodo: 1, porcentaje: 80, logro: false, comentario: null });
    const tras1 = con(estado, [p1]);
    expect(() => calificar(tras1, 1)).toThrow('El periodo 1 ya fue evaluado');
    expect(() => calificar(estado, 2)).toThrow('Primero debe evaluarse el periodo 1');
    const tras2 = con(tras1, calificar(tras1, 2));
    expect(() => calificar(tras2, 3)).toThrow(new ReglaIncumplida('Es necesario registrar un logro', 'invalido'));
    expect(() => calificar(tras2, 3, { comentario: 'Logró', evidencia: 'no es enlace' })).toThrow('La evidencia debe ser un enlace http(s)');
    const [p3] = calificar(tras2, 3, { comentario: 'Articula r y s', evidencia: 'https://drive.example/v.mp4' });
    expect(p3.datos).toMatchObject({ periodo: 3, logro: true, comentario: 'Articula r y s', evidencia: 'https://drive.example/v.mp4' });
    expect(con(tras2, [p3]).logrado).toBe(true);
  });

  it('calificar: puntajes de la escala 100/80/60/40/20, las tres tareas con cumple', () => {
    const estado = creado();
    expect(() => calificar(estado, 1, { tareas: tareas(100, 80, 50) })).toThrow('El puntaje debe ser 100, 80, 60, 40 o 20');
    expect(() => calificar(estado, 1, { tareas: tareas(100, 80) })).toThrow('Debe calificar las tres tareas');
    expect(() => calificar(estado, 1, { tareas: [{ puntaje: 100, cumple: 'si' }, ...tareas(80, 60, 40).slice(1)] })).toThrow(
      'Indique si cada tarea cumple (sí o no)',
    );
    expect(() => calificar(estado, 4)).toThrow('El periodo debe ser 1, 2 o 3');
    expect(calificar(estado, 1, { tareas: tareas(20, 20, 40) })[0].datos.porcentaje).toBe(27);
  });

  it('quién califica (forma por periodos, desde 2025-03-09): el terapeuta dueño o la capacidad', () => {
    const estado = creado({ fechaInicio: '2025-03-09' });
    expect(estado.forma).toBe('periodos');
    expect(puedeCalificar(estado, lider)).toBe(true);
    expect(puedeCalificar(estado, coordinador(15))).toBe(true);
    expect(puedeCalificar(estado, usuario('otro'))).toBe(false);
    expect(() => calificar(estado, 1, {}, usuario('otro'))).toThrow(new ReglaIncumplida('No tiene permiso para calificar este objetivo', 'prohibido'));
  });

  it('forma antigua (antes de 2025-03-09): una calificación con logro; el rol 15 solo antes de 2024-01-15', () => {
    const antiguo = creado({ fechaInicio: '2025-03-08' });
    expect(antiguo.forma).toBe('unica');
    expect(antiguo.fechaFin).toBe('2025-03-31');
    const quien = { usuario: lider, nombre: 'Lina', hoy: '2025-03-20' };
    expect(() => decidirCalificacion(antiguo, { periodo: 1, tareas: tareas(100, 80, 60) }, quien)).toThrow(/se califica una sola vez/);
    expect(() => decidirCalificacion(antiguo, { puntaje: 80 }, quien)).toThrow('Es necesario registrar un logro');
    const [e] = decidirCalificacion(antiguo, { puntaje: 80, logro: 'Logrado' }, quien);
    expect(e.datos).toMatchObject({ periodo: 0, porcentaje: 80, logro: true, comentario: 'Logrado' });
    const logrado = con(antiguo, [e]);
    expect(puedeCalificar(logrado, lider)).toBe(false);
    expect(puedeCalificar(logrado, coordinador(9))).toBe(true);
    expect(puedeCalificar(antiguo, coordinador(15))).toBe(false);
    expect(puedeCalificar(creado({ fechaInicio: '2024-01-14' }), coordinador(15))).toBe(true);
    expect(puedeCalificar(creado({ fechaInicio: '2024-01-15' }), coordinador(15))).toBe(false);
  });

  it('extender: no antes de hoy, y no un objetivo ya logrado', () => {
    const estado = creado();
    const quien = { usuario: lider, hoy: '2026-12-01' };
    expect(decidirExtension(estado, '2026-12-01', quien)[0].datos).toMatchObject({ fechaAnterior: '2026-12-31', fechaFin: '2026-12-01' });
    expect(() => decidirExtension(estado, '2026-11-30', quien)).toThrow('La nueva fecha de cumplimiento no puede ser anterior a hoy');
    expect(() => decidirExtension(estado, '2027-13-01', quien)).toThrow('La fecha no es válida (aaaa-mm-dd)');
    expect(() => decidirExtension(estado, '2027-01-15', { ...quien, usuario: usuario('otro') })).toThrow(/Solo el terapeuta del objetivo/);
    expect(() => decidirExtension(agregadoObjetivo.inicial, '2027-01-15', quien)).toThrow(NoEncontrado);
    const antiguo = creado({ fechaInicio: '2024-02-01' });
    const logrado = con(antiguo, decidirCalificacion(antiguo, { puntaje: 60, logro: 'x' }, { ...quien, nombre: 'L' }));
    expect(() => decidirExtension(logrado, '2027-01-15', quien)).toThrow('El objetivo ya fue evaluado');
  });

  it('estados y marcas en los bordes; porcentaje, aprobado en 60 y promedio por especialidad', () => {
    const o = { fechaFin: '2026-12-31', fechaLogro: null };
    expect(estadoObjetivo(o, '2026-12-20')).toBe('pendiente');
    expect(estadoObjetivo(o, '2026-12-21')).toBe('proximo');
    expect(estadoObjetivo(o, '2026-12-31')).toBe('proximo');
    expect(estadoObjetivo(o, '2027-01-01')).toBe('vencido');
    expect(marcaObjetivo(o, '2026-12-31')).toBeNull();
    expect(marcaObjetivo(o, '2027-01-01')).toBe('vencido');
    expect(estadoObjetivo({ ...o, fechaLogro: '2026-12-31' }, '2027-02-01')).toBe('evaluado');
    expect(marcaObjetivo({ ...o, fechaLogro: '2026-12-31' }, '2027-02-01')).toBe('a-tiempo');
    expect(marcaObjetivo({ ...o, fechaLogro: '2027-01-01' }, '2027-02-01')).toBe('tarde');
    expect(aprobado(60)).toBe(true);
    expect(aprobado(59)).toBe(false);
    expect(aprobado(null)).toBeNull();
    expect(promedioDe([80, null, 60])).toBe(70);
    expect(promedioDe([null])).toBeNull();
  });
});
