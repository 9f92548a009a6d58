/** The OpenAPI schema of a user as GET /api/usuarios/:id serves it (libs/src/acceso/contrato.ts: UsuarioDetalle). */
import { entero, objeto, texto, textoNulo } from '../../infrastructure/http/esquemas.js';

const booleano = { type: 'boolean' };

export const ESQUEMA_USUARIO = objeto({
  id: texto,
  nombres: texto,
  apellidos: texto,
  usuario: texto,
  rol: entero,
  rolNombre: textoNulo,
  sede: texto,
  sedeNombre: textoNulo,
  correo: textoNulo,
  estado: { type: 'integer', enum: [1, 2], description: '1 activo, 2 inactivo' },
  reservado: booleano,
  tarjetaProfesional: textoNulo,
  cedula: textoNulo,
  imagenes: objeto({ foto: booleano, CamFir1: booleano, CamFir2: booleano, CamFir3: booleano }),
});
