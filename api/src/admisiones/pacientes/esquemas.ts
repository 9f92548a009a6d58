/** The OpenAPI schema of a patient as GET /api/pacientes/:id serves it (libs/src/admisiones/contrato-pacientes.ts: PacienteLeido). */
import { AREAS_LIDER, TIPOS_DOCUMENTO_PACIENTE } from '@avanti/libs/admisiones/contrato';
import { entero, fecha, objeto, texto, textoNulo, type Esquema } from '../../infrastructure/http/esquemas.js';

const lider: Esquema = { ...objeto({ id: texto, nombre: texto }), nullable: true };
const documento = objeto({ tipo: { type: 'string', enum: ['jpg', 'png', 'pdf'] }, tamano: entero, nombreOriginal: texto });

export const ESQUEMA_PACIENTE = objeto({
  id: texto,
  codigo: texto,
  tipoDocumento: texto,
  numeroDocumento: texto,
  primerNombre: texto,
  segundoNombre: textoNulo,
  primerApellido: texto,
  segundoApellido: textoNulo,
  fechaNacimiento: fecha,
  sexo: { type: 'integer', enum: [1, 2] },
  fechaIngreso: fecha,
  tipoCliente: entero,
  diagnostico: textoNulo,
  estado: { type: 'integer', enum: [1, 0], description: '1 activo, 0 inactivo' },
  sede: texto,
  sedeNombre: textoNulo,
  bloqueadoPara: textoNulo,
  edad: objeto({ anios: entero, meses: entero }),
  ...Object.fromEntries(
    ['paisOrigen', 'departamentoOrigen', 'ciudadOrigen', 'paisResidencia', 'departamentoResidencia', 'ciudadResidencia', 'barrio', 'direccion', 'telefono'].map(
      (c) => [c, textoNulo],
    ),
  ),
  regimen: { type: 'integer', enum: [1, 2] },
  eps: textoNulo,
  prepagada: textoNulo,
  poliza: textoNulo,
  tipoVinculacion: textoNulo,
  nombreAcompanante: textoNulo,
  telefonoAcompanante: textoNulo,
  remitente: textoNulo,
  lideres: objeto(Object.fromEntries(AREAS_LIDER.map((a) => [a.campo, lider]))),
  confidencial: { type: 'boolean' },
  documentos: { type: 'object', properties: Object.fromEntries([...TIPOS_DOCUMENTO_PACIENTE, 'foto'].map((t) => [t, documento])) },
});
