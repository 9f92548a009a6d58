import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { Form, required, SelectInput, Title, useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { textoTipoSesion, type SesionLeida } from '../contratos';
import { usePermisos } from '../acceso/permisos';
import { useSedes } from '../shell/useSedes';
import { DialogoProgramar, type ProgramarInicial } from './DialogoProgramar';
import { DialogoSesion } from './DialogoSesion';
import { hoyDelServidor } from '../comun/reloj';
import { sumarDias } from './fechas';
import { Cargando } from './MiAgenda';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';

const CalendarioSesiones = lazy(() => import('./CalendarioSesiones'));
const RETROCESOS = [7, 15, 30, 60];
const RECURSO = 'programacion-citas';
const clave = (k: string) => `resources.${RECURSO}.${k}`;

type Filtros = { sede: string; terapeuta: string; retroceso: number };
const FILTROS_INICIALES: Filtros = { sede: '', terapeuta: '', retroceso: 7 };
/** The filter form's own names: a 'terapeuta' here would share its name with the 'Programar' dialog's field. */
type ValoresFiltro = { filtroSede: string; filtroTerapeuta: string; diasAtras: number };
const VALORES_INICIALES: ValoresFiltro = { filtroSede: '', filtroTerapeuta: '', diasAtras: 7 };
/** The select's empty option shown by name, its label always above. */
const conVacio = (filtro: string) => ({ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-filtro': filtro } });

/** Site (for whoever sees every site), therapist and how many days back; each applies to the calendar at once. */
const BarraFiltros = ({ onCambio }: { onCambio: (f: Filtros) => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const { tiene } = usePermisos();
  const { sedes } = useSedes();
  const { setValue } = useFormContext<ValoresFiltro>();
  const [sede, terapeuta, retroceso] = useWatch<ValoresFiltro, ['filtroSede', 'filtroTerapeuta', 'diasAtras']>({
    name: ['filtroSede', 'filtroTerapeuta', 'diasAtras'],
  });
  useEffect(() => onCambio({ sede: sede ?? '', terapeuta: terapeuta ?? '', retroceso: Number(retroceso) || 7 }), [sede, terapeuta, retroceso, onCambio]);
  const terapeutas = useQuery({
    queryKey: ['terapeutas', 'todos', sede ?? ''],
    queryFn: () => dataProvider.terapeutasProgramables({ sede: sede || undefined }),
  });
  return (
    <>
      {tiene('capacidad.todas-las-sedes') && (
        <SelectInput
          source="filtroSede"
          size="small"
          emptyText={clave('todasLasSedes')}
          translateChoice={false}
          choices={sedes.map((s) => ({ id: s.id, name: s.nombre }))}
          onChange={() => setValue('filtroTerapeuta', '')}
          helperText={false}
          sx={{ width: 200, m: 0 }}
          slotProps={conVacio('sede')}
        />
      )}
      <SelectInput
        source="filtroTerapeuta"
        size="small"
        emptyText={clave('todosLosTerapeutas')}
        translateChoice={false}
        choices={(terapeutas.data ?? []).map((x) => ({ id: x.id, name: `${x.nombres} ${x.apellidos}` }))}
        helperText={false}
        sx={{ width: 280, m: 0 }}
        slotProps={conVacio('terapeuta')}
      />
      <SelectInput
        source="diasAtras"
        size="small"
        validate={required()}
        translateChoice={false}
        choices={RETROCESOS.map((d) => ({ id: d, name: t(clave('dias'), { dias: d }) }))}
        helperText={false}
        sx={{ width: 160, m: 0 }}
      />
    </>
  );
};

/** The scheduling calendar (/programacion/programacion-citas, spec 2 'Scheduling calendar'). */
export const ProgramacionCitas = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  // What the filter form holds, as the calendar's queries read it.
  const [{ sede, terapeuta, retroceso }, setFiltros] = useState<Filtros>(FILTROS_INICIALES);
  const [rango, setRango] = useState<{ desde: string; hasta: string } | null>(null);
  const [elegida, setElegida] = useState<SesionLeida | null>(null);
  // ?programar=<coverage>&paciente=<patient>&linea=<line> (from service intake, issue 27 item 9): the dialog opens with them chosen.
  const [parametros, setParametros] = useSearchParams();
  const [inicial] = useState<ProgramarInicial | null>(() => {
    const cobertura = parametros.get('programar') || undefined;
    const paciente = parametros.get('paciente');
    return paciente ? { paciente, cobertura, linea: parametros.get('linea') || '1' } : null;
  });
  const [programando, setProgramando] = useState(!!inicial);
  const cerrarProgramar = () => {
    setProgramando(false);
    if (parametros.has('paciente')) setParametros({}, { replace: true });
  };
  const [irA, setIrA] = useState<string | null>(null);
  const [movimiento, setMovimiento] = useState<{
    sesion: SesionLeida;
    destino: { fecha: string; horaInicio: string; horaFin: string };
    revertir: () => void;
  } | null>(null);
  const limite = sumarDias(hoyDelServidor(), -retroceso);
  const desde = rango ? (rango.desde < limite ? limite : rango.desde) : limite;
  const sesiones = useQuery({
    queryKey: ['sesiones', 'calendario', sede, terapeuta, desde, rango?.hasta],
    queryFn: () => dataProvider.sesionesProgramadas({ sede: sede || undefined, terapeuta: terapeuta || undefined, desde, hasta: rango!.hasta }),
    enabled: !!rango && desde <= rango.hasta,
  });
  const datos = rango && desde <= rango.hasta ? (sesiones.data ?? []) : [];
  // The chosen therapist's sessions at the other sites, greyed and without patient (issue 27 item 5).
  const ocupacion = useQuery({
    queryKey: ['sesiones', 'ocupacion', sede, terapeuta, desde, rango?.hasta],
    queryFn: () => dataProvider.ocupacionDeTerapeuta({ terapeuta, desde, hasta: rango!.hasta, sede: sede || undefined }),
    enabled: !!terapeuta && !!rango && desde <= rango.hasta,
  });
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }} data-pantalla="programacion-citas">
      <Title title={t(clave('titulo'))} />
      <Form noValidate resource={RECURSO} defaultValues={VALORES_INICIALES}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <MuiButton variant="contained" onClick={() => setProgramando(true)}>
            {t(clave('programar'))}
          </MuiButton>
          <BarraFiltros onCambio={setFiltros} />
        </Box>
      </Form>
      <Suspense fallback={<Cargando />}>
        <CalendarioSesiones
          sesiones={datos}
          titulo={(s) => `${s.pacienteNombre} · ${s.terapeutaNombre} · ${s.especialidad} · ${textoTipoSesion(s.tipo)}`}
          onElegir={setElegida}
          ocupadas={terapeuta ? (ocupacion.data ?? []) : []}
          irA={irA}
          onMover={(s, destino, revertir) => setMovimiento({ sesion: s, destino, revertir })}
          onRango={(d, h) => setRango((r) => (r?.desde === d && r.hasta === h ? r : { desde: d, hasta: h }))}
        />
      </Suspense>
      {elegida && <DialogoSesion sesion={elegida} onCerrar={() => setElegida(null)} />}
      {programando && (
        <DialogoProgramar onCerrar={cerrarProgramar} onProgramada={setIrA} inicial={parametros.has('paciente') ? (inicial ?? undefined) : undefined} />
      )}
      {movimiento && (
        <DialogoSesion
          key={`${movimiento.sesion.id}-${movimiento.destino.fecha}-${movimiento.destino.horaInicio}`}
          sesion={movimiento.sesion}
          destino={movimiento.destino}
          onCerrar={() => (movimiento.revertir(), setMovimiento(null))}
        />
      )}
    </Box>
  );
};
