import { proyectorAcceso } from './acceso/acceso.projector.js';
import { proyectorPacientes } from './admisiones/pacientes.projector.js';
import { proyectorAuditoria } from './auditoria/auditoria.projector.js';
import { proyectorEps } from './coberturas/eps.projector.js';
import { proyectorExportaciones } from './exportaciones/exportaciones.projector.js';
import type { Proyector } from './runner/proyector.js';

/** Every projector of the product, in the order a rebuild applies them to each event. */
export const PROYECTORES: readonly Proyector[] = [proyectorAcceso, proyectorEps, proyectorPacientes, proyectorExportaciones, proyectorAuditoria];
