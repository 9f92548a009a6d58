import { eq } from 'drizzle-orm';
import { hcAccesos, hcAntecedentes, hcExamenes, hcImpresiones, hcMotivos, hcPlanes } from '../../database/schema/index.js';
import type { MotivoIngresoRegistrado } from '../../admisiones/index.js';
import { TIPOS_EVENTO_ACCESO_HISTORIA, TIPOS_EVENTO_HISTORIA, type EventoHistoria, type HistoriaConsultada } from '../eventos.js';
import { FilasEnMemoria, loteEnMemoria } from '../../projections/filas-en-memoria.js';
import type { Proyector } from '../../projections/proyector.js';

/**
 * The clinical history's tabs and its read audit. Inline: the therapist sees the entry just saved, and
 * the checklist turns at once. Reasons recorded at intake (`MotivoIngresoRegistrado`) are listed with them.
 */
export const proyectorHistoriaClinica: Proyector = {
  nombre: 'historia-clinica',
  modo: 'en-linea',
  tablas: [hcMotivos, hcAntecedentes, hcImpresiones, hcExamenes, hcPlanes, hcAccesos],
  tipos: [...TIPOS_EVENTO_HISTORIA, ...TIPOS_EVENTO_ACCESO_HISTORIA, 'MotivoIngresoRegistrado'],
  async aplicar(tx, almacenado) {
    const e = almacenado as unknown as EventoHistoria | HistoriaConsultada | MotivoIngresoRegistrado;
    const en = almacenado.registradoEn;
    switch (e.tipo) {
      case 'MotivoIngresoRegistrado': {
        const d = e.datos;
        await tx.insert(hcMotivos).values({
          id: d.id,
          pacienteId: d.pacienteId,
          origen: 'ingreso',
          fecha: d.fecha,
          motivo: d.descripcion,
          observaciones: null,
          terapeuta: almacenado.metadata.usuario,
          estado: d.estado,
          verificacion: null,
          registradoEn: en,
        });
        return;
      }
      case 'MotivoConsultaRegistrado': {
        const d = e.datos;
        await tx.insert(hcMotivos).values({
          id: d.id,
          pacienteId: d.pacienteId,
          origen: 'historia',
          fecha: d.fecha,
          motivo: d.motivo,
          observaciones: d.observaciones,
          terapeuta: d.terapeuta,
          estado: 0,
          verificacion: null,
          registradoEn: en,
        });
        return;
      }
      case 'MotivoConsultaVerificado': {
        const d = e.datos;
        const verificacion = { fecha: d.fecha, terminos: d.terminos, observaciones: d.observaciones, terapeuta: d.terapeuta };
        await tx.update(hcMotivos).set({ estado: 1, verificacion }).where(eq(hcMotivos.id, d.motivoId));
        return;
      }
      case 'AntecedenteRegistrado': {
        const { usuarioId: _, ...d } = e.datos;
        await tx.insert(hcAntecedentes).values({ ...d, registradoEn: en });
        return;
      }
      case 'ImpresionDiagnosticaRegistrada': {
        const { usuarioId: _, ...d } = e.datos;
        await tx.insert(hcImpresiones).values({ ...d, registradoEn: en, actualizadoEn: en });
        return;
      }
      case 'DiagnosticoActualizado':
        await tx.update(hcImpresiones).set({ diagnosticos: e.datos.diagnosticos, actualizadoEn: en }).where(eq(hcImpresiones.id, e.datos.impresionId));
        return;
      case 'ExamenCargado': {
        const { usuarioId: _, ...d } = e.datos;
        await tx.insert(hcExamenes).values({ ...d, registradoEn: en });
        return;
      }
      case 'PlanTratamientoRegistrado':
        await tx.insert(hcPlanes).values({ ...e.datos, registradoEn: en });
        return;
      case 'HistoriaConsultada': {
        const m = almacenado.metadata;
        await tx.insert(hcAccesos).values({
          posicion: almacenado.posicion,
          pacienteId: e.datos.pacienteId,
          seccion: e.datos.seccion,
          usuarioId: m.usuarioId,
          usuario: m.usuario,
          rol: m.rol,
          sede: m.sede,
          fecha: en,
        });
        return;
      }
    }
  },
  aplicarLote: loteEnMemoria(
    () => ({
      motivos: new FilasEnMemoria(hcMotivos),
      antecedentes: new FilasEnMemoria(hcAntecedentes),
      impresiones: new FilasEnMemoria(hcImpresiones),
      examenes: new FilasEnMemoria(hcExamenes),
      planes: new FilasEnMemoria(hcPlanes),
      accesos: new FilasEnMemoria(hcAccesos),
    }),
    (m, almacenado) => {
      const e = almacenado as unknown as EventoHistoria | HistoriaConsultada | MotivoIngresoRegistrado;
      if (e.tipo === 'MotivoConsultaVerificado') m.motivos.pedir({ id: e.datos.motivoId });
      if (e.tipo === 'DiagnosticoActualizado') m.impresiones.pedir({ id: e.datos.impresionId });
    },
    (m, almacenado) => {
      const e = almacenado as unknown as EventoHistoria | HistoriaConsultada | MotivoIngresoRegistrado;
      const en = almacenado.registradoEn;
      switch (e.tipo) {
        case 'MotivoIngresoRegistrado': {
          const d = e.datos;
          m.motivos.poner({
            id: d.id,
            pacienteId: d.pacienteId,
            origen: 'ingreso',
            fecha: d.fecha,
            motivo: d.descripcion,
            observaciones: null,
            terapeuta: almacenado.metadata.usuario,
            estado: d.estado,
            verificacion: null,
            registradoEn: en,
          });
          return;
        }
        case 'MotivoConsultaRegistrado': {
          const d = e.datos;
          m.motivos.poner({
            id: d.id,
            pacienteId: d.pacienteId,
            origen: 'historia',
            fecha: d.fecha,
            motivo: d.motivo,
            observaciones: d.observaciones,
            terapeuta: d.terapeuta,
            estado: 0,
            verificacion: null,
            registradoEn: en,
          });
          return;
        }
        case 'MotivoConsultaVerificado': {
          const d = e.datos;
          m.motivos.cambiar(
            { id: d.motivoId },
            { estado: 1, verificacion: { fecha: d.fecha, terminos: d.terminos, observaciones: d.observaciones, terapeuta: d.terapeuta } },
          );
          return;
        }
        case 'AntecedenteRegistrado': {
          const { usuarioId: _, ...d } = e.datos;
          m.antecedentes.poner({ ...d, registradoEn: en });
          return;
        }
        case 'ImpresionDiagnosticaRegistrada': {
          const { usuarioId: _, ...d } = e.datos;
          m.impresiones.poner({ ...d, registradoEn: en, actualizadoEn: en });
          return;
        }
        case 'DiagnosticoActualizado':
          m.impresiones.cambiar({ id: e.datos.impresionId }, { diagnosticos: e.datos.diagnosticos, actualizadoEn: en });
          return;
        case 'ExamenCargado': {
          const { usuarioId: _, ...d } = e.datos;
          m.examenes.poner({ ...d, registradoEn: en });
          return;
        }
        case 'PlanTratamientoRegistrado':
          m.planes.poner({ ...e.datos, registradoEn: en });
          return;
        case 'HistoriaConsultada': {
          const md = almacenado.metadata;
          m.accesos.poner({
            posicion: almacenado.posicion,
            pacienteId: e.datos.pacienteId,
            seccion: e.datos.seccion,
            usuarioId: md.usuarioId,
            usuario: md.usuario,
            rol: md.rol,
            sede: md.sede,
            fecha: en,
          });
          return;
        }
      }
    },
  ),
};
