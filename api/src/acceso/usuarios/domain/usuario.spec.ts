import { plegar } from '@avanti/libs/dominio/agregado';
import type { EventoAcceso } from '@avanti/libs/acceso/eventos';
import { agregadoUsuario, decidirActualizacion, decidirDesactivacion, decidirRegistro, MENSAJES_USUARIO } from './usuario.js';

const registrado = (reservado = false, rol = 2): EventoAcceso => ({
  tipo: 'UsuarioRegistrado',
  datos: {
    id: 'u1',
    usuario: 'ana',
    passwordHash: 'h',
    nombres: 'Ana',
    apellidos: 'Pérez',
    rol,
    sede: 'principal',
    correo: null,
    ...(reservado ? { reservado } : {}),
  },
});
const dado = (...eventos: EventoAcceso[]) => plegar(agregadoUsuario, eventos);

describe('Usuario: reglas', () => {
  it('normaliza el usuario y exige un formato simple', () => {
    const [e] = decidirRegistro(dado(), {
      id: 'u1',
      nombres: ' Ana ',
      apellidos: 'Pérez',
      usuario: ' APerez ',
      passwordHash: 'h',
      rol: 2,
      sede: 'principal',
      correo: '',
    });
    expect(e.datos).toMatchObject({ usuario: 'aperez', nombres: 'Ana', correo: null });
    expect(() =>
      decidirRegistro(dado(), { id: 'u2', nombres: 'A', apellidos: 'B', usuario: 'a b', passwordHash: 'h', rol: 2, sede: 'x', correo: null }),
    ).toThrow(MENSAJES_USUARIO.usuarioInvalido);
  });

  it('la cuenta reservada no se inhabilita, ni nadie se inhabilita a sí mismo', () => {
    expect(() => decidirDesactivacion(dado(registrado(true)), 'otro')).toThrow(MENSAJES_USUARIO.reservadoNoSeInhabilita);
    expect(() => decidirDesactivacion(dado(registrado()), 'u1')).toThrow(MENSAJES_USUARIO.noInhabilitarseASiMismo);
    expect(decidirDesactivacion(dado(registrado()), 'otro')).toEqual([{ tipo: 'UsuarioDesactivado', datos: { id: 'u1' } }]);
  });

  it('solo lo que cambia viaja en el evento; una contraseña nueva es su propio evento', () => {
    const eventos = decidirActualizacion(dado(registrado()), { correo: 'ana@x.co', cedula: undefined, rol: 2, passwordHash: 'nuevo' });
    expect(eventos).toEqual([
      { tipo: 'UsuarioActualizado', datos: { id: 'u1', correo: 'ana@x.co' } },
      { tipo: 'PasswordCambiada', datos: { id: 'u1', passwordHash: 'nuevo' } },
    ]);
    expect(decidirActualizacion(dado(registrado()), { rol: 2 })).toEqual([]);
  });

  it('el rol de un administrador no cambia', () => {
    expect(() => decidirActualizacion(dado(registrado(false, 1)), { rol: 3 })).toThrow(MENSAJES_USUARIO.rolDeAdministradorFijo);
  });
});
