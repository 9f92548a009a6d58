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
  metadata: { usuarioId: 'u1', usuario: 'admin', rol: 1, sede: 'principal', correlacionId: 'c1', causacionId: null, ip: '10.0.0.7', fecha: '2026-11-22T15:30:00.000Z', versionEsquema: 1 },
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

  it('no audita las reservas de claves únicas', () => {
    expect(proyectorAuditoria.tipos).not.toContain('ClaveReservada');
    expect(proyectorAuditoria.tipos).toContain('EpsActivada');
  });
});
