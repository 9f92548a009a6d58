import { conectar, type BaseDeDatos } from '../../database/conexion.js';
import { auditoria, roles, sedes } from '../../database/schema/index.js';
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
    await base.db.insert(roles).values({ id: 1, nombre: 'Administrador', estado: 1 });
    await base.db.insert(sedes).values({ id: 'principal', nombre: 'Sede Principal', correo: null, estado: 1 });
  });
  afterAll(() => base.cerrar());

  it('resuelve rol y sede, describe en español y oculta secretos', async () => {
    await proyectorAuditoria.aplicar(base.db, evento(1, 'EpsRegistrada', 'eps-e1', { id: 'e1', nombre: 'NUEVA EPS' }));
    await proyectorAuditoria.aplicar(base.db, evento(2, 'UsuarioRegistrado', 'usuario-u9', { id: 'u9', usuario: 'pedro', passwordHash: '$argon2id$x' }));
    const filas = await base.db.select().from(auditoria).orderBy(auditoria.posicion);
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
  });

  it('no audita las reservas de claves únicas', () => {
    expect(proyectorAuditoria.tipos.has('ClaveReservada')).toBe(false);
    expect(proyectorAuditoria.tipos.has('EpsActivada')).toBe(true);
  });
});
