/** Access's texts (sign-in, the password change, a new role), merged into `resources`. */
export const recursosAcceso = {
  ingreso: {
    fields: { usuario: 'Usuario', password: 'Contraseña' },
    titulo: 'Iniciar sesión',
    indicacion: 'Ingrese con su usuario y contraseña',
    ingresar: 'Ingresar',
    iniciando: 'Iniciando sesión...',
    noSePudo: 'No se pudo iniciar sesión.',
  },
  'cambio-contrasena': {
    fields: { actual: 'Contraseña actual', nueva: 'Nueva contraseña', confirmacion: 'Confirmar contraseña' },
    titulo: 'Cambiar contraseña',
    ayudaNueva: 'Al menos %{minimo} caracteres. Sus otras sesiones se cerrarán.',
    escribaActual: 'Escriba su contraseña actual',
    minimo: 'La contraseña debe tener al menos 8 caracteres',
    noCoinciden: 'Las contraseñas no coinciden',
    noSePudo: 'No se pudo cambiar la contraseña',
  },
  'roles/nuevo': {
    fields: { nombre: 'Nombre del rol' },
    titulo: 'Nuevo rol',
    obligatorio: 'El nombre del rol es obligatorio',
    errorGeneral: 'Ocurrió un error, inténtelo de nuevo',
  },
};
