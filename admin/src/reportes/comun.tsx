import type { ReactElement, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { ColumnsButton, List, Pagination, TopToolbar, useListContext, type SortPayload } from 'react-admin';
import { usePermisos } from '../acceso/permisos';
import { FiltroSede } from '../admisiones/FiltroSede';
import { hoyDelServidor, rangoDelMes } from '../comun/reloj';
import { MENSAJES_REPORTES } from '../contratos';
import { BotonExportar } from '../exportaciones/BotonExportar';

/** Page sizes of every report (spec 3 §9): 25 by default. */
export const TAMANOS_PAGINA = [5, 10, 25, 50, 100, 200, 300];

/** Today in Bogotá by the server's clock (issue 25 item 4). */
export const hoyBogota = hoyDelServidor;

export { rangoDelMes };

/** What a report's filter must hold before it is asked (spec 3 §5), as the server checks it too. */
export interface ReglasReporte {
  /** The message when a date is missing ('ERROR: Faltan fechas por seleccionar' unless the report says otherwise). */
  faltanFechas?: string;
  /** Dates not after today (cancellations). */
  noFuturas?: boolean;
  /** Whoever picks the site must pick one (cancellations). */
  sedeObligatoria?: boolean;
  /** Dates may be left empty (the authorizations' active-with-balance variant); a reversed range is still refused. */
  fechasOpcionales?: boolean;
}

/** The first thing wrong with a report's filter, in the spec's words; null when it may be asked. */
export function problemaDelFiltro(f: Record<string, unknown>, reglas: ReglasReporte, eligeSede: boolean): string | null {
  const desde = typeof f.desde === 'string' ? f.desde : '';
  const hasta = typeof f.hasta === 'string' ? f.hasta : '';
  if ((!desde || !hasta) && !reglas.fechasOpcionales) return reglas.faltanFechas ?? MENSAJES_REPORTES.faltanFechas;
  if (desde && hasta && hasta < desde) return MENSAJES_REPORTES.rangoInvertido;
  if (reglas.noFuturas && hasta > hoyBogota()) return MENSAJES_REPORTES.fechaFutura;
  // The site selector shows 'Todas las sedes': say which field the spec's 'Este campo es requerido' is about.
  if (reglas.sedeObligatoria && eligeSede && !f.sede) return `Sede: ${MENSAJES_REPORTES.requerido}`;
  return null;
}

const Acciones = ({ recursoExcel }: { recursoExcel: string }) => (
  <TopToolbar sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 'auto' }}>
    <FiltroSede />
    <BotonExportar recurso={recursoExcel} />
    <ColumnsButton />
  </TopToolbar>
);

/** 'N registros' above a report's table (spec 3 §2.2: every report shows its row count). */
export const ConteoRegistros = () => {
  const { total, isPending } = useListContext();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }} data-total={isPending ? undefined : (total ?? 0)}>
      {isPending ? '\u00a0' : `${total ?? 0} ${total === 1 ? 'registro' : 'registros'}`}
    </Typography>
  );
};

/** The pages of a report, none while its filter is incomplete (the last answer's pages would be stale). */
export const PaginacionReporte = ({ reglas = {}, eligeSede = false }: { reglas?: ReglasReporte; eligeSede?: boolean }) => {
  const { filterValues } = useListContext();
  return problemaDelFiltro(filterValues ?? {}, reglas, eligeSede) ? null : <Pagination rowsPerPageOptions={TAMANOS_PAGINA} />;
};

/** The table once the filter is complete; the spec's message in its place otherwise; the row count above it. */
const Cuerpo = ({ reglas, eligeSede, children }: { reglas: ReglasReporte; eligeSede: boolean; children: ReactNode }) => {
  const { filterValues } = useListContext();
  const problema = problemaDelFiltro(filterValues ?? {}, reglas, eligeSede);
  if (problema)
    return (
      <Alert severity="warning" sx={{ m: 2 }} data-aviso="filtro">
        {problema}
      </Alert>
    );
  return (
    <>
      <ConteoRegistros />
      {children}
    </>
  );
};

/**
 * A report over its read model (spec 3 §2.2): filters with this month by default, the site selector only for
 * whoever sees every site (the server forces the others' own), pages 5–300 (25), the row count, the Excel
 * export of what is filtered, and nothing asked until the filter is complete.
 */
export const ListaDeReporte = ({
  recurso,
  recursoExcel,
  filtros,
  orden,
  reglas = {},
  filtroFijo,
  storeKey,
  children,
}: {
  recurso: string;
  recursoExcel: string;
  filtros: ReactElement[];
  orden: SortPayload;
  reglas?: ReglasReporte;
  /** Sent with every request and not shown (a report's variant). */
  filtroFijo?: Record<string, unknown>;
  /** Where the filters are remembered when one resource shows several variants. */
  storeKey?: string;
  children: ReactNode;
}) => {
  const { tiene } = usePermisos();
  const eligeSede = tiene('capacidad.todas-las-sedes');
  return (
    <List
      resource={recurso}
      title={false}
      perPage={25}
      sort={orden}
      filters={filtros}
      filter={filtroFijo}
      filterDefaultValues={reglas.fechasOpcionales ? {} : rangoDelMes()}
      actions={<Acciones recursoExcel={recursoExcel} />}
      pagination={<PaginacionReporte reglas={reglas} eligeSede={eligeSede} />}
      empty={false}
      storeKey={storeKey ?? recurso.replace('/', '.')}
      queryOptions={{
        enabled: (q) => !problemaDelFiltro((q.queryKey[2] as { filter?: Record<string, unknown> } | undefined)?.filter ?? {}, reglas, eligeSede),
      }}
    >
      <Cuerpo reglas={reglas} eligeSede={eligeSede}>
        {children}
      </Cuerpo>
    </List>
  );
};
