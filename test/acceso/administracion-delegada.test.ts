/**
 * Delegated administration (issue 23 item 4): a role that manages users or roles hands out only what it holds,
 * never touches a user or a role holding more than it does (administrator-equivalent sets included), and nobody
 * changes their own role or their own role's permissions. Every refusal is a 403 that writes nothing.
 */
import { count } from 'drizzle-orm';
import { ROLES_PREDETERMINADOS } from '@avanti/libs/acceso/roles-predeterminados';
import { eventos } from '@avanti/libs/database/schema/index';
import { motoresDisponibles } from '../support/bases-de-datos.js';
import { iniciarAppDePrueba, type AppDePrueba } from '../support/app-de-prueba.js';

const motores = await motoresDisponibles();

describe.each(motores)('Administración delegada (%s)', (motor) => {
  let app: AppDePrueba;
  let admin: string;
  const yo = (token: string) => ({ authorization: token });
  const contarEventos = async () => Number((await app.infra.base.db.select({ n: count() }).from(eventos))[0].n);
  const idDe = async (usuario: string) => {
    const res = await app.http
      .get('/api/usuarios')
      .query({ filter: JSON.stringify({ q: usuario }) })
      .set(yo(admin));
    return (res.body as { id: string; usuario: string }[]).find((u) => u.usuario === usuario)!.id;
  };
  /** A new role holding exactly `permisos`, and one user of it signed in. */
  const delegado = async (nombre: string, permisos: readonly string[], usuario: string) => {
    const rol = await app.http.post('/api/roles').set(yo(admin)).send({ nombre });
    expect(rol.status).toBe(201);
    for (const p of permisos) expect((await app.http.put(`/api/roles/${rol.body.id}/permisos/${p}`).set(yo(admin)).send({ estado: 1 })).status).toBe(200);
    const alta = await app.http
      .post('/api/usuarios')
      .set(yo(admin))
      .send({ nombres: nombre, apellidos: 'Delegado', usuario, password: 'clave-delegada', rol: rol.body.id, sede: 'principal' });
    expect(alta.status).toBe(201);
    return { rol: rol.body.id as number, id: alta.body.id as string, token: await app.ingresar(usuario, 'clave-delegada') };
  };
  /** The request is refused with 403 and `mensaje`, and no event is written. */
  const rechazada = async (peticion: () => Promise<{ status: number; body: { mensaje?: string } }>, mensaje: string) => {
    const antes = await contarEventos();
    const res = await peticion();
    expect({ status: res.status, mensaje: res.body.mensaje }).toEqual({ status: 403, mensaje });
    expect(await contarEventos()).toBe(antes);
  };

  beforeAll(async () => {
    app = await iniciarAppDePrueba(motor);
    admin = await app.ingresar('admin');
  });
  afterAll(() => app.cerrar());

  it('quien solo tiene Usuarios no se pone el rol 13, no lo asigna y no toca usuarios de roles con más permisos', async () => {
    const gestor = await delegado('Solo usuarios', ['acceso.usuarios'], 'gestor-usuarios');
    await rechazada(
      () => app.http.put(`/api/usuarios/${gestor.id}`).set(yo(gestor.token)).send({ rol: 13 }),
      'Solo puede asignar un rol cuyos permisos usted también tiene',
    );
    expect((await app.http.get(`/api/usuarios/${gestor.id}`).set(yo(admin))).body.rol).toBe(gestor.rol);
    await rechazada(
      () =>
        app.http
          .post('/api/usuarios')
          .set(yo(gestor.token))
          .send({ nombres: 'Otra', apellidos: 'Cuenta', usuario: 'cuenta-13', password: 'clave-delegada', rol: 13 }),
      'Solo puede asignar un rol cuyos permisos usted también tiene',
    );
    const clinico = await idDe('rol13');
    await rechazada(
      () => app.http.put(`/api/usuarios/${clinico}`).set(yo(gestor.token)).send({ password: 'tomada-123' }),
      'No puede modificar a un usuario cuyo rol tiene permisos que usted no tiene',
    );
    await rechazada(
      () => app.http.post(`/api/usuarios/${clinico}/desactivar`).set(yo(gestor.token)),
      'No puede modificar a un usuario cuyo rol tiene permisos que usted no tiene',
    );
    await app.ingresar('rol13');

    // What it holds, it may hand out: a colleague with its own role.
    const par = await app.http
      .post('/api/usuarios')
      .set(yo(gestor.token))
      .send({ nombres: 'Par', apellidos: 'Delegado', usuario: 'par-usuarios', password: 'clave-delegada', rol: gestor.rol });
    expect(par.status).toBe(201);
    expect((await app.http.put(`/api/usuarios/${par.body.id}`).set(yo(gestor.token)).send({ correo: 'par@clinica.co' })).status).toBe(200);
  });

  it('nadie cambia su propio rol, ni siquiera a uno con menos permisos', async () => {
    const gestor = await delegado('Usuarios e historia', ['acceso.usuarios', 'historia-clinica.historia'], 'gestor-historia');
    await rechazada(() => app.http.put(`/api/usuarios/${gestor.id}`).set(yo(gestor.token)).send({ rol: 10 }), 'No puede cambiar su propio rol');
    // The same change on someone else is within what it holds.
    const otro = await idDe('rol10');
    expect((await app.http.put(`/api/usuarios/${otro}`).set(yo(gestor.token)).send({ correo: 'hc@clinica.co' })).status).toBe(200);
  });

  it('quien solo tiene Roles no se concede todas las sedes ni concede lo que no tiene, ni toca roles con más permisos', async () => {
    const gestor = await delegado('Solo roles', ['acceso.roles'], 'gestor-roles');
    await rechazada(
      () => app.http.put(`/api/roles/${gestor.rol}/permisos/capacidad.todas-las-sedes`).set(yo(gestor.token)).send({ estado: 1 }),
      'No puede cambiar los permisos de su propio rol',
    );
    await rechazada(
      () => app.http.put(`/api/roles/${gestor.rol}/permisos/acceso.roles`).set(yo(gestor.token)).send({ estado: 0 }),
      'No puede cambiar los permisos de su propio rol',
    );
    await rechazada(() => app.http.post(`/api/roles/${gestor.rol}/desactivar`).set(yo(gestor.token)), 'No puede inhabilitar ni habilitar su propio rol');

    const nuevo = await app.http.post('/api/roles').set(yo(gestor.token)).send({ nombre: 'Creado por delegado' });
    expect(nuevo.status).toBe(201);
    await rechazada(
      () => app.http.put(`/api/roles/${nuevo.body.id}/permisos/capacidad.todas-las-sedes`).set(yo(gestor.token)).send({ estado: 1 }),
      'Solo puede conceder permisos que usted también tiene',
    );
    expect((await app.http.put(`/api/roles/${nuevo.body.id}/permisos/acceso.roles`).set(yo(gestor.token)).send({ estado: 1 })).status).toBe(200);
    expect((await app.http.put(`/api/roles/${nuevo.body.id}/permisos/acceso.roles`).set(yo(gestor.token)).send({ estado: 0 })).status).toBe(200);

    await rechazada(
      () => app.http.put('/api/roles/13/permisos/capacidad.ver-historias-confidenciales').set(yo(gestor.token)).send({ estado: 0 }),
      'No puede modificar un rol que tiene permisos que usted no tiene',
    );
    await rechazada(() => app.http.post('/api/roles/13/desactivar').set(yo(gestor.token)), 'No puede modificar un rol que tiene permisos que usted no tiene');
    const permisos = (await app.http.get('/api/auth/permisos').set(yo(gestor.token))).body.map((p: { id: string }) => p.id);
    expect(permisos).toEqual(['acceso.roles']);
  });

  it('un conjunto equivalente al de administrador está protegido aunque no sea el rol 1', async () => {
    const todos = ROLES_PREDETERMINADOS.find((r) => r.numero === 1)!.permisos;
    const equivalente = await delegado('Equivalente a administrador', todos, 'direccion');
    const gestor = await delegado('Usuarios y roles', ['acceso.usuarios', 'acceso.roles'], 'gestor-acceso');
    await rechazada(
      () => app.http.put(`/api/usuarios/${equivalente.id}`).set(yo(gestor.token)).send({ password: 'tomada-123' }),
      'No puede modificar a un usuario cuyo rol tiene permisos que usted no tiene',
    );
    await rechazada(
      () => app.http.put(`/api/roles/${equivalente.rol}/permisos/acceso.usuarios`).set(yo(gestor.token)).send({ estado: 0 }),
      'No puede modificar un rol que tiene permisos que usted no tiene',
    );
    await rechazada(
      () => app.http.post(`/api/roles/${equivalente.rol}/desactivar`).set(yo(gestor.token)),
      'No puede modificar un rol que tiene permisos que usted no tiene',
    );
    await rechazada(
      () =>
        app.http
          .post('/api/usuarios')
          .set(yo(gestor.token))
          .send({ nombres: 'Nueva', apellidos: 'Directora', usuario: 'directora', password: 'clave-delegada', rol: equivalente.rol }),
      'Solo puede asignar un rol cuyos permisos usted también tiene',
    );
    // The administrators still manage it.
    expect((await app.http.put(`/api/usuarios/${equivalente.id}`).set(yo(admin)).send({ correo: 'direccion@clinica.co' })).status).toBe(200);
  });
});
