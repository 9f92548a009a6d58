import { and, eq, sql } from 'drizzle-orm';
import { acudientes, motivosIngreso, pacientes } from '../../database/schema/index.js';
import { TIPOS_EVENTO_PACIENTE, type EventoPaciente } from '../eventos.js';
import { FilasEnMemoria, loteEnMemoria } from '../../projections/filas-en-memoria.js';
import type { Proyector } from '../../projections/proyector.js';
import { textoDeBusqueda } from '../../database/normalizar.js';

type Nombrado = { primerApellido: string; segundoApellido: string | null; primerNombre: string; segundoNombre: string | null; numeroDocumento: string };
/** What the patient search compares: names, surnames, document number (and code), without accents. */
const busquedaPaciente = (d: Nombrado, codigo?: string) =>
  textoDeBusqueda(d.primerApellido, d.segundoApellido, d.primerNombre, d.segundoNombre, d.numeroDocumento, codigo);

/** Patients, guardians and intake reasons: inline, so intake sees its own change at once. */
export const proyectorPacientes: Proyector = {
  nombre: 'pacientes',
  modo: 'en-linea',
  tablas: [pacientes, acudientes, motivosIngreso],
  tipos: TIPOS_EVENTO_PACIENTE,
  async aplicar(tx, almacenado) {
    const e = almacenado as unknown as EventoPaciente;
    const cuando = almacenado.registradoEn;
    switch (e.tipo) {
      case 'PacienteAdmitido':
        await tx
          .insert(pacientes)
          .values({ ...e.datos, busqueda: busquedaPaciente(e.datos, e.datos.codigo), estado: 1, documentos: {}, registradoEn: cuando, actualizadoEn: cuando });
        return;
      case 'PacienteActualizado': {
        const { id, ...datos } = e.datos;
        await tx
          .update(pacientes)
          .set({ ...datos, busqueda: sql`${busquedaPaciente(datos)} || ' ' || lower(${pacientes.codigo})`, actualizadoEn: cuando })
          .where(eq(pacientes.id, id));
        return;
      }
      case 'EstadoPacienteCambiado':
        await tx.update(pacientes).set({ estado: e.datos.estado, actualizadoEn: cuando }).where(eq(pacientes.id, e.datos.id));
        return;
      case 'LideresAsignados': {
        const d = e.datos;
        await tx
          .update(pacientes)
          .set({
            liderFisioterapia: d.fisioterapia,
            liderFonoaudiologia: d.fonoaudiologia,
            liderTerapiaOcupacional: d.terapiaOcupacional,
            liderPsicologia: d.psicologia,
            liderEducacionEspecial: d.educacionEspecial,
            bloqueadoPara: d.bloqueadoPara,
            actualizadoEn: cuando,
          })
          .where(eq(pacientes.id, d.id));
        return;
      }
      case 'AcudienteRegistrado': {
        const { pacienteId, ...datos } = e.datos;
        await tx.insert(acudientes).values({ pacienteId, ...datos, registradoEn: cuando });
        return;
      }
      case 'AcudienteDesvinculado':
        await tx.delete(acudientes).where(and(eq(acudientes.pacienteId, e.datos.pacienteId), eq(acudientes.numeroDocumento, e.datos.numeroDocumento)));
        return;
      case 'MotivoIngresoRegistrado':
        await tx.insert(motivosIngreso).values({ ...e.datos, registradoEn: cuando });
        return;
      case 'DocumentosPacienteGuardados':
        // Merge: a later save replaces the files it carries and keeps the others (the photo).
        await tx
          .update(pacientes)
          .set({ documentos: sql`${pacientes.documentos} || ${JSON.stringify(e.datos.documentos)}::jsonb`, actualizadoEn: cuando })
          .where(eq(pacientes.id, e.datos.pacienteId));
        return;
    }
  } /** A rebuild's batch: patients, guardians and reasons folded in memory, written set-based. */,
  aplicarLote: loteEnMemoria(
    () => ({ pacientes: new FilasEnMemoria(pacientes), acudientes: new FilasEnMemoria(acudientes), motivos: new FilasEnMemoria(motivosIngreso) }),
    (m, almacenado) => {
      const e = almacenado as unknown as EventoPaciente;
      switch (e.tipo) {
        case 'PacienteActualizado':
        case 'EstadoPacienteCambiado':
        case 'LideresAsignados':
          m.pacientes.pedir({ id: e.datos.id });
          return;
        case 'DocumentosPacienteGuardados':
          m.pacientes.pedir({ id: e.datos.pacienteId });
          return;
      }
    },
    (m, almacenado) => {
      const e = almacenado as unknown as EventoPaciente;
      const cuando = almacenado.registradoEn;
      switch (e.tipo) {
        case 'PacienteAdmitido':
          m.pacientes.poner({
            ...e.datos,
            busqueda: busquedaPaciente(e.datos, e.datos.codigo),
            estado: 1,
            documentos: {},
            registradoEn: cuando,
            actualizadoEn: cuando,
          });
          return;
        case 'PacienteActualizado': {
          const { id, ...datos } = e.datos;
          // As the SQL `texto || ' ' || lower(codigo)`: null when the row has no code.
          m.pacientes.cambiar({ id }, (f) => ({
            ...datos,
            busqueda: (f.codigo == null ? null : `${busquedaPaciente(datos)} ${f.codigo.toLowerCase()}`) as string,
            actualizadoEn: cuando,
          }));
          return;
        }
        case 'EstadoPacienteCambiado':
          m.pacientes.cambiar({ id: e.datos.id }, { estado: e.datos.estado, actualizadoEn: cuando });
          return;
        case 'LideresAsignados': {
          const d = e.datos;
          m.pacientes.cambiar(
            { id: d.id },
            {
              liderFisioterapia: d.fisioterapia,
              liderFonoaudiologia: d.fonoaudiologia,
              liderTerapiaOcupacional: d.terapiaOcupacional,
              liderPsicologia: d.psicologia,
              liderEducacionEspecial: d.educacionEspecial,
              bloqueadoPara: d.bloqueadoPara,
              actualizadoEn: cuando,
            },
          );
          return;
        }
        case 'AcudienteRegistrado': {
          const { pacienteId, ...datos } = e.datos;
          m.acudientes.poner({ pacienteId, ...datos, registradoEn: cuando });
          return;
        }
        case 'AcudienteDesvinculado':
          m.acudientes.borrar({ pacienteId: e.datos.pacienteId, numeroDocumento: e.datos.numeroDocumento });
          return;
        case 'MotivoIngresoRegistrado':
          m.motivos.poner({ ...e.datos, registradoEn: cuando });
          return;
        case 'DocumentosPacienteGuardados':
          m.pacientes.cambiar({ id: e.datos.pacienteId }, (f) => ({
            documentos: { ...(f.documentos as object), ...e.datos.documentos } as typeof f.documentos,
            actualizadoEn: cuando,
          }));
          return;
      }
    },
  ),
};
