import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DataTable, SearchInput } from 'react-admin';
import { usePermisos } from '../acceso/permisos';
import { EntradaFecha } from '../comun/CampoFecha';
import { TextoCorto } from '../comun/TextoCorto';
import { TextoAjustado, Codigo } from '../comun/TextoAjustado';
import { RESALTE_AUTORIZACIONES, VARIANTES_AUTORIZACIONES, type FilaReporteAutorizacion, type MotivoResalte, type VarianteAutorizaciones } from '../contratos';
import { formatearFecha, formatearFechaHora } from '../formato';
import { SinDatos } from '../shell/SinDatos';
import { ListaDeReporte } from './comun';

type Fila = FilaReporteAutorizacion;

const filtros = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Código, paciente o entidad" />,
  <EntradaFecha key="desde" source="desde" label="resources.reportes/autorizaciones.fields.desde" alwaysOn />,
  <EntradaFecha key="hasta" source="hasta" label="resources.reportes/autorizaciones.fields.hasta" alwaysOn />,
];

const EXCEL: Record<VarianteAutorizaciones, string> = {
  general: 'reporte-autorizaciones',
  registro: 'reporte-autorizaciones-registro',
  'con-saldo': 'reporte-autorizaciones-con-saldo',
};

const AVISO: Record<MotivoResalte, string> = {
  'pocas-sesiones': `Quedan ${RESALTE_AUTORIZACIONES.restantesMaximos} sesiones o menos`,
  'por-vencer': `Vence en ${RESALTE_AUTORIZACIONES.diasParaVencer} días o menos`,
};

/** A cell of the active-with-balance variant, highlighted (warning colour, the reason on hover) when its row has that reason. */
const Celda = ({ fila, motivo, children }: { fila: Fila; motivo: MotivoResalte; children: React.ReactNode }) =>
  fila.resaltes.includes(motivo) ? (
    <Box
      component="span"
      title={AVISO[motivo]}
      data-resalte={motivo}
      sx={{ bgcolor: 'warning.light', color: 'warning.contrastText', px: 1, py: 0.25, borderRadius: 1, fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {children}
    </Box>
  ) : (
    <>{children}</>
  );

const pct = (n: number) => `${n.toLocaleString('es-CO', { maximumFractionDigits: 2 })} %`;

const Tabla = ({ variante }: { variante: VarianteAutorizaciones }) => {
  const { tiene } = usePermisos();
  const ocultas = [...(variante === 'general' ? [] : ['entidad']), ...(tiene('capacidad.todas-las-sedes') ? [] : ['sedeNombre'])];
  return (
    <ListaDeReporte
      key={variante}
      recurso="reportes/autorizaciones"
      recursoExcel={EXCEL[variante]}
      filtros={filtros}
      orden={{ field: 'fecha', order: 'ASC' }}
      filtroFijo={{ variante }}
      storeKey={`reportes.autorizaciones.${variante}`}
      reglas={variante === 'con-saldo' ? { fechasOpcionales: true } : {}}
    >
      {/* Compact cells: the registration variant's eleven columns fit a 1366 px laptop. */}
      <DataTable<Fila> rowClick={false} bulkActionButtons={false} empty={<SinDatos />} hiddenColumns={ocultas} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <DataTable.Col<Fila> source="paciente" render={(a) => <TextoAjustado texto={a.paciente} ancho={160} />} />
        <DataTable.Col<Fila> source="codigo" render={(a) => <Codigo codigo={a.codigo} />} />
        <DataTable.Col<Fila> source="entidad" render={(a) => <TextoAjustado texto={a.entidad} ancho={120} />} />
        <DataTable.Col<Fila> source="fecha" render={(a) => formatearFecha(a.fecha)} />
        <DataTable.Col<Fila>
          source="fechaVencimiento"
          render={(a) => (
            <Celda fila={a} motivo="por-vencer">
              {a.fechaVencimiento ? formatearFecha(a.fechaVencimiento) : 'Sin vigencia'}
            </Celda>
          )}
        />
        <DataTable.Col<Fila> source="total" align="right" />
        <DataTable.Col<Fila>
          source="bolsa"
          align="right"
          render={(a) => (
            <Celda fila={a} motivo="pocas-sesiones">
              {a.bolsa}
            </Celda>
          )}
        />
        <DataTable.Col<Fila>
          source="porcentajeRestante"
          disableSort
          align="right"
          render={(a) => (
            <Celda fila={a} motivo="pocas-sesiones">
              <span style={{ whiteSpace: 'nowrap' }}>{pct(a.porcentajeRestante)}</span>
            </Celda>
          )}
        />
        {variante === 'registro' && <DataTable.Col<Fila> source="registradaEn" render={(a) => formatearFechaHora(a.registradaEn)} />}
        {variante === 'registro' && (
          <DataTable.Col<Fila> source="observaciones" disableSort render={(a) => <TextoCorto texto={a.observaciones ?? ''} ancho={130} />} />
        )}
        <DataTable.Col<Fila> source="sedeNombre" disableSort />
      </DataTable>
    </ListaDeReporte>
  );
};

/**
 * Authorizations report (spec 3 §2.2 item 5, /reportes/autorizaciones): the base report by issue date, the variant with the
 * registration date and observations, and the active authorizations with a balance with their highlighted cells.
 */
export const ReporteAutorizaciones = () => {
  const [variante, setVariante] = useState<VarianteAutorizaciones>('general');
  return (
    <Box>
      <Tabs value={variante} onChange={(_e, v: VarianteAutorizaciones) => setVariante(v)} variant="scrollable" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {VARIANTES_AUTORIZACIONES.map((v) => (
          <Tab key={v.codigo} value={v.codigo} label={v.nombre} data-variante={v.codigo} />
        ))}
      </Tabs>
      {variante === 'con-saldo' && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
          Autorizaciones activas y vigentes con saldo. Resaltadas: {AVISO['pocas-sesiones'].toLowerCase()} (saldo y porcentaje) o{' '}
          {AVISO['por-vencer'].toLowerCase()} (vencimiento). Las fechas son opcionales.
        </Typography>
      )}
      <Tabla key={variante} variante={variante} />
    </Box>
  );
};
