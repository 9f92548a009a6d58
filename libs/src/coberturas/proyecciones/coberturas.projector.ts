import { and, eq, sql } from 'drizzle-orm';
import { coberturaLineas, coberturas } from '../../database/schema/index.js';
import { TIPOS_EVENTO_COBERTURA, type DatosCobertura, type EventoCobertura } from '../eventos.js';
import { textoDeBusqueda } from '../../database/normalizar.js';
import { FilasEnMemoria, loteEnMemoria } from '../../projections/filas-en-memoria.js';
import type { Proyector } from '../../projections/proyector.js';

type Extra = Partial<
  Pick<
    typeof coberturas.$inferInsert,
    | 'pertenece'
    | 'perteneceCodigo'
    | 'sinOrden'
    | 'codigo90'
    | 'registradaPor'
    | 'nombreCliente'
    | 'formaPago'
    | 'periodo'
    | 'contrato'
    | 'ordenNumero'
    | 'numeroAutorizacionEps'
  >
>;

/** Coverages and their lines as staff search them and scheduling draws from them: inline, so staff see their change at once. */
export const proyectorCoberturas: Proyector = {
  nombre: 'coberturas',
  modo: 'en-linea',
  tablas: [coberturas, coberturaLineas],
  tipos: TIPOS_EVENTO_COBERTURA,
  async aplicar(tx, almacenado) {
    const e = almacenado as unknown as EventoCobertura;
    const registrar = async (d: DatosCobertura, extra: Extra) => {
      const { lineas, tipoEntidad, ...resto } = d;
      await tx.insert(coberturas).values({
        ...resto,
        tipoEntidad,
        estado: 1,
        sinOrden: false,
        codigo90: false,
        registradaPor: almacenado.metadata.usuario,
        registradaEn: almacenado.registradoEn,
        ...extra,
        busqueda: textoDeBusqueda(resto.codigo, resto.pacienteNombre, resto.entidadNombre, extra.nombreCliente, extra.numeroAutorizacionEps),
      });
      await tx.insert(coberturaLineas).values(lineas.map((l) => ({ ...l, coberturaId: d.id, programadas: 0 })));
    };
    const mover = (coberturaId: string, lineaId: string, delta: number) =>
      tx
        .update(coberturaLineas)
        .set({ programadas: sql`${coberturaLineas.programadas} + ${delta}` })
        .where(and(eq(coberturaLineas.coberturaId, coberturaId), eq(coberturaLineas.id, lineaId)));
    switch (e.tipo) {
      case 'OrdenMedicaRegistrada':
      case 'ConvenioRegistrado':
        return registrar(e.datos, {});
      case 'AutorizacionRegistrada': {
        const { pertenece, perteneceCodigo, sinOrden, codigo90, registradaPor, numeroAutorizacionEps, ...d } = e.datos;
        return registrar(d, { pertenece, perteneceCodigo, sinOrden, codigo90, registradaPor, numeroAutorizacionEps: numeroAutorizacionEps ?? null });
      }
      case 'ServicioParticularRegistrado': {
        const { nombreCliente, formaPago, periodo, contrato, orden, ...d } = e.datos;
        return registrar(d, { nombreCliente, formaPago, periodo, contrato, ordenNumero: orden });
      }
      case 'AutorizacionCargada':
        return;
      case 'OrdenAjustada':
        await tx.update(coberturas).set({ fechaVencimiento: e.datos.vencimientoNuevo }).where(eq(coberturas.id, e.datos.id));
        for (const l of e.datos.lineas) {
          await tx
            .update(coberturaLineas)
            .set({ cantidad: l.cantidad })
            .where(and(eq(coberturaLineas.coberturaId, e.datos.id), eq(coberturaLineas.id, l.id)));
        }
        return;
      case 'CoberturaCancelada':
        await tx.update(coberturas).set({ estado: 2 }).where(eq(coberturas.id, e.datos.id));
        return;
      case 'SesionesDebitadas':
        await mover(e.datos.coberturaId, e.datos.lineaId, e.datos.cantidad);
        return;
      case 'SesionesAcreditadas':
        await mover(e.datos.coberturaId, e.datos.lineaId, -e.datos.cantidad);
        return;
    }
  } /** A rebuild's batch: coverages and their lines folded in memory (pool moves summed), written set-based. */,
  aplicarLote: loteEnMemoria(
    () => ({ coberturas: new FilasEnMemoria(coberturas), lineas: new FilasEnMemoria(coberturaLineas) }),
    (m, almacenado) => {
      const e = almacenado as unknown as EventoCobertura;
      switch (e.tipo) {
        case 'OrdenAjustada':
          m.coberturas.pedir({ id: e.datos.id });
          for (const l of e.datos.lineas) m.lineas.pedir({ coberturaId: e.datos.id, id: l.id });
          return;
        case 'CoberturaCancelada':
          m.coberturas.pedir({ id: e.datos.id });
          return;
        case 'SesionesDebitadas':
        case 'SesionesAcreditadas':
          m.lineas.pedir({ coberturaId: e.datos.coberturaId, id: e.datos.lineaId });
          return;
      }
    },
    (m, almacenado) => {
      const e = almacenado as unknown as EventoCobertura;
      const registrar = (d: DatosCobertura, extra: Extra) => {
        const { lineas, tipoEntidad, ...resto } = d;
        m.coberturas.poner({
          ...resto,
          tipoEntidad,
          estado: 1,
          sinOrden: false,
          codigo90: false,
          registradaPor: almacenado.metadata.usuario,
          registradaEn: almacenado.registradoEn,
          ...extra,
          busqueda: textoDeBusqueda(resto.codigo, resto.pacienteNombre, resto.entidadNombre, extra.nombreCliente, extra.numeroAutorizacionEps),
        });
        for (const l of lineas) m.lineas.poner({ ...l, coberturaId: d.id, programadas: 0 });
      };
      const mover = (coberturaId: string, lineaId: string, delta: number) =>
        m.lineas.cambiar({ coberturaId, id: lineaId }, (f) => ({ programadas: f.programadas + delta }));
      switch (e.tipo) {
        case 'OrdenMedicaRegistrada':
        case 'ConvenioRegistrado':
          return registrar(e.datos, {});
        case 'AutorizacionRegistrada': {
          const { pertenece, perteneceCodigo, sinOrden, codigo90, registradaPor, numeroAutorizacionEps, ...d } = e.datos;
          return registrar(d, { pertenece, perteneceCodigo, sinOrden, codigo90, registradaPor, numeroAutorizacionEps: numeroAutorizacionEps ?? null });
        }
        case 'ServicioParticularRegistrado': {
          const { nombreCliente, formaPago, periodo, contrato, orden, ...d } = e.datos;
          return registrar(d, { nombreCliente, formaPago, periodo, contrato, ordenNumero: orden });
        }
        case 'AutorizacionCargada':
          return;
        case 'OrdenAjustada':
          m.coberturas.cambiar({ id: e.datos.id }, { fechaVencimiento: e.datos.vencimientoNuevo });
          for (const l of e.datos.lineas) m.lineas.cambiar({ coberturaId: e.datos.id, id: l.id }, { cantidad: l.cantidad });
          return;
        case 'CoberturaCancelada':
          m.coberturas.cambiar({ id: e.datos.id }, { estado: 2 });
          return;
        case 'SesionesDebitadas':
          mover(e.datos.coberturaId, e.datos.lineaId, e.datos.cantidad);
          return;
        case 'SesionesAcreditadas':
          mover(e.datos.coberturaId, e.datos.lineaId, -e.datos.cantidad);
          return;
      }
    },
  ),
};
