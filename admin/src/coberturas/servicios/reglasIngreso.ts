import type { CoberturaRegistrada } from '../../../../libs/src/coberturas/contrato';
import type { ErroresDeCampo } from '../../comun/useErroresDeCampo';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import type { PacienteElegible } from '../proveedorCoberturas';

export interface LineaServicio {
  servicio: number;
  cantidad: number;
}

/** The intake form's values (react-admin `<Form>` of /admisiones/servicios). */
export interface ValoresIngreso {
  tipoCliente: string;
  paciente: PacienteElegible | null;
  formato: '1' | '0';
  sinOrden: boolean;
  codigo90: boolean;
  /** The active order an authorization is loaded to. */
  orden: string | null;
  entidad: string | null;
  codigoAutorizacion: string | null;
  numeroAutorizacionEps: string | null;
  fecha: string | null;
  cobertura: string | null;
  observaciones: string | null;
  ordenParticular: string | null;
  nombreCliente: string | null;
  formaPago: string;
  periodo: string;
  contrato: string | null;
  lineas: LineaServicio[];
}

export const DIAS_ORDEN = [30, 45, 60, 90, 120, 150, 180];
export const DIAS_PARTICULAR: [number, string][] = [
  [15, '15 días'],
  [30, '1 mes'],
  [60, '2 meses'],
  [90, '3 meses'],
  [120, '4 meses'],
];
export const PERIODOS = [15, 30, 60, 90, 120];
/** Client type → the insurer kind its entities are (EPS, prepaid, policy). */
export const TIPO_EPS: Record<number, number> = { 6: 1, 7: 2, 8: 3 };
/** The insurer's own authorization number, as the server takes it (issue 27 item 9). */
export const NUMERO_EPS = /^[A-Za-z0-9-]{0,30}$/;

/** A text input's value: react-admin keeps a cleared one as null. */
const texto = (valor: string | null | undefined) => (valor ?? '').trim();

/** What the form registers, read from its values. */
export const clase = (v: Pick<ValoresIngreso, 'tipoCliente' | 'formato' | 'sinOrden' | 'codigo90'>) => {
  const tipo = Number(v.tipoCliente);
  const asegurado = tipo in TIPO_EPS;
  return { tipo, asegurado, conOrden: asegurado && v.formato === '1' && !v.sinOrden && !v.codigo90, ordenEnLinea: asegurado && v.formato === '0' };
};

export const mensajeSinServicios = (v: ValoresIngreso) => {
  const { tipo, conOrden } = clase(v);
  if (tipo === 2 || tipo === 3) return 'Debe cargar servicios a la autorización';
  if (v.formato === '0') return 'Debe cargar servicios a la orden';
  return conOrden ? 'Debe cargar servicios a la autorización' : 'Debe cargarle servicios a la autorización';
};

/** Why 'Registrar' is disabled, or null when it is not. */
export const porQueNo = (v: ValoresIngreso): string | null => {
  const { tipo, asegurado, conOrden } = clase(v);
  if (!v.paciente) return 'Seleccione un paciente';
  if (conOrden && !v.orden) return 'Seleccione la orden médica';
  if (asegurado && (v.formato === '0' || v.sinOrden) && !v.entidad) return 'Seleccione la entidad';
  if (!conOrden && asegurado && v.formato === '1' && !texto(v.codigoAutorizacion)) return 'Escriba el número de la autorización';
  if (conOrden && !NUMERO_EPS.test(texto(v.numeroAutorizacionEps))) return 'El N.º autorización EPS admite solo letras, números y guiones (máximo 30)';
  if (!v.cobertura && !(asegurado && v.formato === '1' && !conOrden)) return 'Elija la cobertura';
  if (tipo === 2 && (!texto(v.nombreCliente) || !texto(v.contrato))) return 'Escriba el nombre del cliente y el número de contrato';
  return null;
};

export const textoBoton = (v: ValoresIngreso) => {
  const { tipo } = clase(v);
  if (tipo === 2) return 'Registrar servicio particular';
  if (tipo === 3) return 'Registrar convenio';
  if (v.formato === '0') return 'Registrar Orden médica';
  if (v.codigo90) return 'Registrar Autorización codigo 90';
  return v.sinOrden ? 'Registrar Autorización (sin OM)' : 'Registrar Autorización';
};

/** Registers what the values describe through the matching route. */
export const registrarSegun = (dataProvider: AvantiDataProvider, v: ValoresIngreso): Promise<CoberturaRegistrada> => {
  const { tipo, conOrden } = clase(v);
  const comun = { paciente: v.paciente?.id ?? '', fecha: v.fecha ?? '', lineas: v.lineas, observaciones: texto(v.observaciones) || undefined };
  if (tipo === 2)
    return dataProvider.registrarCobertura('particulares', {
      ...comun,
      cobertura: Number(v.cobertura),
      nombreCliente: texto(v.nombreCliente),
      formaPago: Number(v.formaPago),
      periodo: Number(v.periodo),
      contrato: texto(v.contrato),
      orden: texto(v.ordenParticular) || undefined,
    });
  if (tipo === 3) return dataProvider.registrarCobertura('convenios', { ...comun, cobertura: Number(v.cobertura) });
  if (v.formato === '0') return dataProvider.registrarCobertura('ordenes', { ...comun, entidad: v.entidad ?? '', cobertura: Number(v.cobertura) });
  if (conOrden)
    return dataProvider.registrarCobertura('autorizaciones', {
      ...comun,
      pertenece: v.orden,
      cobertura: Number(v.cobertura),
      numeroAutorizacionEps: texto(v.numeroAutorizacionEps) || undefined,
    });
  return dataProvider.registrarCobertura('autorizaciones', {
    ...comun,
    sinOrden: v.sinOrden,
    codigo90: v.codigo90,
    codigo: texto(v.codigoAutorizacion),
    entidad: v.codigo90 ? undefined : v.entidad || undefined,
    cobertura: v.cobertura ? Number(v.cobertura) : null,
  });
};

/** The api names a few fields as its routes read them; the form's inputs keep the names the screen always had. */
const EN_EL_FORMULARIO: Record<string, string> = { codigo: 'codigoAutorizacion', pertenece: 'orden' };

export const enLosCampos = (errores: ErroresDeCampo, v: ValoresIngreso): ErroresDeCampo =>
  Object.fromEntries(
    Object.entries(errores).map(([campo, mensaje]) => [
      campo === 'orden' && clase(v).tipo === 2 ? 'ordenParticular' : (EN_EL_FORMULARIO[campo] ?? campo),
      mensaje,
    ]),
  );
