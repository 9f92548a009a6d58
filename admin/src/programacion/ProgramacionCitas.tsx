import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider } from 'react-admin';
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

/** The scheduling calendar (/programacion/programacion-citas, spec 2 'Scheduling calendar'). */
export const ProgramacionCitas = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { tiene } = usePermisos();
  const { sedes } = useSedes();
  const [sede, setSede] = useState('');
  const [terapeuta, setTerapeuta] = useState('');
  const [retroceso, setRetroceso] = useState(7);
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
  const terapeutas = useQuery({ queryKey: ['terapeutas', 'todos', sede], queryFn: () => dataProvider.terapeutasProgramables({ sede: sede || undefined }) });
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
      <Title title="Programación de citas" />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <MuiButton variant="contained" onClick={() => setProgramando(true)}>
          Programar
        </MuiButton>
        {tiene('capacidad.todas-las-sedes') && (
          <TextField
            select
            size="small"
            label="Sede"
            value={sede}
            onChange={(e) => (setSede(e.target.value), setTerapeuta(''))}
            sx={{ width: 200 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-filtro': 'sede' } }}
          >
            <MenuItem value="">Todas las sedes</MenuItem>
            {sedes.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.nombre}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          size="small"
          label="Terapeuta"
          value={terapeuta}
          onChange={(e) => setTerapeuta(e.target.value)}
          sx={{ width: 280 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-filtro': 'terapeuta' } }}
        >
          <MenuItem value="">Todos los terapeutas</MenuItem>
          {(terapeutas.data ?? []).map((t) => (
            <MenuItem key={t.id} value={t.id}>{`${t.nombres} ${t.apellidos}`}</MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Días hacia atrás" value={retroceso} onChange={(e) => setRetroceso(Number(e.target.value))} sx={{ width: 160 }}>
          {RETROCESOS.map((d) => (
            <MenuItem key={d} value={d}>{`${d} días`}</MenuItem>
          ))}
        </TextField>
      </Box>
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
