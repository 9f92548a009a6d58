/** Access's texts (sign-in, the password change, roles, users), merged into `resources`. */
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
    permisos: 'Permisos',
  },
  'roles/permisos': {
    columnas: { modulo: 'Módulo', submodulo: 'Submódulo', permiso: 'Permiso' },
  },
  'usuarios/edicion': {
    nuevo: 'Nuevo usuario',
    activo: 'Activo',
    inactivo: 'Inactivo',
    titulo: 'Editar usuario %{usuario}',
    nuevaContrasena: 'Nueva contraseña',
    ayudaContrasena: 'Déjela vacía para no cambiarla. Cambiarla cierra las sesiones del usuario.',
    minimoOcho: 'Mínimo 8 caracteres',
    sedePorDefecto: 'Por defecto, la sede de quien registra',
    errorGeneral: 'Ocurrió un error, inténtelo de nuevo',
    formatosImagen: 'jpg o png, máximo 2 MB',
    imagenes: { foto: 'Foto de perfil', CamFir1: 'Firma 1 (CamFir1)', CamFir2: 'Firma 2 (CamFir2)', CamFir3: 'Firma 3 (CamFir3)' },
  },
};
