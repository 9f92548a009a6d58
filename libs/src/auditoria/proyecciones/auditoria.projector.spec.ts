import { conectar, type BaseDeDatos } from '../../database/conexion.js';
import { auditoria } from '../../database/schema/index.js';
import type { EventoAlmacenado } from '../../eventstore/tipos.js';
import { proyectorAuditoria } from './auditoria.projector.js';

const evento = (posicion: number, tipo: string, streamId: string, datos: object): EventoAlmacenado => ({
  posicion,
  transaccion: String(posicion),
  streamId,
  version: 1,
  tipo,
  datos,
  metadata: {
    usuarioId: 'u1',
    usuario: 'admin',
    rol: 1,
    sede: 'principal',
    correlacionId: 'c1',
    causacionId: null,
    ip: '10.0.0.7',
    fecha: '2026-11-22T15:30:00.000Z',
    versionEsquema: 1,
  },
  registradoEn: new Date('2026-11-22T15:30:00.000Z'),
});

describe('proyector de auditoría: eventos → filas', () => {
  let base: BaseDeDatos;
  beforeAll(async () => {
    base = await conectar({});
  });
  afterAll(() => base.cerrar());

  it('resuelve rol y sede con los nombres que dieron sus propios eventos, describe en español y oculta secretos', async () => {
    // The audit keeps the names it has seen; it never reads the access projector's tables.
    await proyectorAuditoria.aplicar(base.db, evento(-2, 'RolCreado', 'rol-1', { id: 1, nombre: 'Administrador', permisos: [] }));
    await proyectorAuditoria.aplicar(base.db, evento(-1, 'SedeRegistrada', 'sede-principal', { id: 'principal', nombre: 'Sede Principal', correo: null }));
    await proyectorAuditoria.aplicar(base.db, evento(1, 'EpsRegistrada', 'eps-e1', { id: 'e1', nombre: 'NUEVA EPS' }));
    await proyectorAuditoria.aplicar(base.db, evento(2, 'UsuarioRegistrado', 'usuario-u9', { id: 'u9', usuario: 'pedro', passwordHash: '$argon2id$x' }));
    await proyectorAuditoria.aplicar(base.db, evento(3, 'EpsDesactivada', 'eps-e1', { id: 'e1' }));
    const filas = (await base.db.select().from(auditoria).orderBy(auditoria.posicion)).filter((f) => f.posicion > 0);
    expect(filas[0]).toMatchObject({
      tipo: 'EpsRegistrada',
      registroId: 'e1',
      usuario: 'admin',
      rolNombre: 'Administrador',
      sedeNombre: 'Sede Principal',
      ip: '10.0.0.7',
      descripcion: 'Registró la aseguradora NUEVA EPS',
    });
    expect(filas[1].descripcion).toBe('Registró el usuario pedro');
    expect(filas[1].datos).toEqual({ id: 'u9', usuario: 'pedro' });
    expect(filas[2].descripcion).toBe('Desactivó la aseguradora NUEVA EPS');
  });

  it('en lote (reconstrucción) deja exactamente las filas que deja evento a evento', async () => {
    const eventos = [
      evento(101, 'RolCreado', 'rol-7', { id: 7, nombre: 'Terapeuta', permisos: [] }),
      evento(102, 'EpsRegistrada', 'eps-e7', { id: 'e7', nombre: 'SALUD TOTAL' }),
      evento(103, 'EpsDesactivada', 'eps-e7', { id: 'e7' }),
      evento(104, 'RolDesactivado', 'rol-7', { id: 7 }),
      evento(105, 'UsuarioRegistrado', 'usuario-u7', { id: 'u7', usuario: 'lucia', passwordHash: 'x' }),
      evento(106, 'PasswordCambiada', 'usuario-u7', { id: 'u7', passwordHash: 'y' }),
    ];
    const filasDe = async (b: BaseDeDatos) => (await b.db.select().from(auditoria).orderBy(auditoria.posicion)).filter((f) => f.posicion > 100);
    const uno = await conectar({});
    const lote = await conectar({});
    try {
      for (const e of eventos) await proyectorAuditoria.aplicar(uno.db, e);
      await proyectorAuditoria.aplicarLote!(lote.db, eventos);
      const [a, b] = [await filasDe(uno), await filasDe(lote)];
      expect(b).toEqual(a);
      expect(a.map((f) => f.descripcion)).toContain('Desactivó la aseguradora SALUD TOTAL');
      expect(a.map((f) => f.descripcion)).toContain('Cambió la contraseña del usuario lucia');
    } finally {
      await uno.cerrar();
      await lote.cerrar();
    }
  });

  it('no audita las reservas de claves únicas', () => {
    expect(proyectorAuditoria.tipos).not.toContain('ClaveReservada');
    expect(proyectorAuditoria.tipos).toContain('EpsActivada');
  });
});
