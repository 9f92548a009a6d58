import { useState, type ReactNode } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, Form, useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { calcularEdad, ESPECIALIDADES, textoDe, textoEdad, textoTipoSesion } from '../contratos';
import { BotonExportar } from '../exportaciones/BotonExportar';
import { TextoCorto } from '../comun/TextoCorto';
import { formatearFecha, formatearMoneda } from '../formato';
import { textoPorEvolucionar, usePorEvolucionar } from '../programacion/porEvolucionar';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { FechaDeFormulario } from '../reportes/FechaDeFormulario';
import { PantallaCargando } from '../shell/PantallaCargando';
import { TarjetasDelDia } from './TarjetasDelDia';
import type { MiEspacio, SesionRealizada } from './proveedorMiEspacio';
import { TablaSencilla } from '../comun/TablaSencilla';

const RECURSO = 'mi-espacio';

/** A section of the space; `titulo` is its key under resources.mi-espacio.titulos. */
const Seccion = ({ titulo, marca, accion, children }: { titulo: string; marca: string; accion?: ReactNode; children: ReactNode }) => {
  const t = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-seccion={marca}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" gutterBottom>
          {t(`resources.${RECURSO}.titulos.${titulo}`)}
        </Typography>
        {accion}
      </Box>
      {children}
    </Paper>
  );
};

/** A section's table; `columnas` are keys under resources.mi-espacio.columnas ('' for a column without title). */
const Tabla = ({ columnas, filas, vacio }: { columnas: string[]; filas: ReactNode[][]; vacio: string }) => {
  const t = useTranslate();
  return filas.length === 0 ? (
    <Typography color="text.secondary">{vacio}</Typography>
  ) : (
    <TablaSencilla columnas={columnas.map((c) => (c ? t(`resources.${RECURSO}.columnas.${c}`) : ''))} filas={filas} />
  );
};

/** The done sessions' range: asked on 'Buscar atenciones'. */
const FiltroRealizadas = ({ alBuscar }: { alBuscar: (rango: { desde: string; hasta: string }) => void }) => {
  const t = useTranslate();
  return (
    <Form
      defaultValues={{ desde: '', hasta: '' }}
      onSubmit={(v: Record<string, unknown>) => alBuscar({ desde: String(v.desde ?? ''), hasta: String(v.hasta ?? '') })}
      resource={RECURSO}
      noValidate
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}>
        <FechaDeFormulario source="desde" />
        <FechaDeFormulario source="hasta" />
        <Button variant="contained" sx={{ mt: 1 }} type="submit">
          {t(`resources.${RECURSO}.buscarAtenciones`)}
        </Button>
      </Box>
    </Form>
  );
};

const SesionesRealizadas = ({ terapeuta }: { terapeuta?: string }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const [rango, setRango] = useState<{ desde: string; hasta: string } | null>(null);
  const { data, error, isFetching } = useQuery({
    queryKey: ['mi-espacio', 'realizadas', terapeuta, rango],
    queryFn: () => dataProvider.sesionesRealizadasMiEspacio(rango!.desde, rango!.hasta, terapeuta),
    enabled: rango !== null,
    retry: false,
  });
  const filas = (data?.sesiones ?? []).map((s: SesionRealizada) => [
    s.paciente,
    s.entidad ?? '—',
    formatearFecha(s.fecha),
    s.hora,
    s.lugar,
    textoTipoSesion(s.tipo),
    formatearMoneda(s.valor),
  ]);
  return (
    <Seccion
      titulo="sesionesRealizadas"
      marca="sesiones-realizadas"
      accion={
        rango &&
        data &&
        data.sesiones.length > 0 && <BotonExportar recurso="mi-espacio-sesiones" filtro={{ terapeuta, desde: rango.desde, hasta: rango.hasta }} />
      }
    >
      <FiltroRealizadas alBuscar={setRango} />
      {error && <Alert severity="warning">{error.message}</Alert>}
      {isFetching && <PantallaCargando />}
      {rango && data && (
        <Tabla columnas={['paciente', 'entidad', 'fecha', 'hora', 'lugar', 'tipo', 'valor']} filas={filas} vacio="No hay sesiones realizadas en ese rango" />
      )}
    </Seccion>
  );
};

const Espacio = ({ espacio, terapeuta }: { espacio: MiEspacio; terapeuta?: string }) => {
  const t = useTranslate();
  const navegar = useNavigate();
  const [buscar, setBuscar] = useState('');
  const gestionar = (paciente: string) => navegar(`/diarioCampo/objetivos-y-logros?paciente=${encodeURIComponent(paciente)}`);
  const b = buscar.trim().toLocaleLowerCase('es');
  const porEvolucionar = usePorEvolucionar(espacio.terapeuta.id).data ?? [];
  const liderados = espacio.pacientesLiderados.filter((p) => !b || `${p.nombre} ${p.numeroDocumento}`.toLocaleLowerCase('es').includes(b));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }} data-seccion="terapeuta">
        <Typography variant="h6">{espacio.terapeuta.nombre}</Typography>
        <Typography color="text.secondary">
          {textoDe(ESPECIALIDADES, espacio.terapeuta.rol) || `Rol ${espacio.terapeuta.rol}`} · {formatearFecha(espacio.fecha)}
        </Typography>
      </Paper>
      {porEvolucionar.length > 0 && (
        <Alert
          severity="warning"
          data-aviso="por-evolucionar"
          action={
            terapeuta === undefined && (
              <Button color="inherit" size="small" onClick={() => navegar('/diarioCampo/evoluciones')}>
                Ir a Mi agenda
              </Button>
            )
          }
        >
          {textoPorEvolucionar(porEvolucionar.length)}
        </Alert>
      )}
      <TarjetasDelDia tarjetas={espacio.tarjetas} />
      <Seccion
        titulo="objetivosProximos"
        marca="objetivos-proximos"
        accion={<BotonExportar recurso="mi-espacio-objetivos" filtro={{ terapeuta, fecha: espacio.fecha }} />}
      >
        <Tabla
          columnas={['paciente', 'fechaIngreso', 'fechaCumplimiento', 'objetivo', '']}
          vacio="No hay objetivos próximos a vencer"
          filas={espacio.objetivosProximos.map((o) => [
            o.paciente,
            formatearFecha(o.fechaInicio),
            formatearFecha(o.fechaFin),
            <TextoCorto key="o" texto={o.objetivo} ancho={280} />,
            <Button key="g" size="small" onClick={() => gestionar(o.pacienteId)}>
              Gestionar Objetivos
            </Button>,
          ])}
        />
      </Seccion>
      <Seccion titulo="porConfirmar" marca="objetivos-por-confirmar">
        <Tabla
          columnas={['paciente', 'fechaCumplimiento', 'objetivo', 'calificado', '']}
          vacio="No hay objetivos pendientes por confirmar"
          filas={espacio.objetivosPorConfirmar.map((o) => [
            o.paciente,
            formatearFecha(o.fechaFin),
            <TextoCorto key="o" texto={o.objetivo} ancho={280} />,
            o.tieneLogro ? (
              <Tooltip key="i" title="Tiene periodos calificados">
                <CheckCircleIcon sx={{ color: 'success.main' }} />
              </Tooltip>
            ) : (
              <Tooltip key="i" title="Sin calificar">
                <HourglassEmptyIcon color="disabled" />
              </Tooltip>
            ),
            <Button key="g" size="small" onClick={() => gestionar(o.pacienteId)}>
              Gestionar Objetivos
            </Button>,
          ])}
        />
      </Seccion>
      <Seccion
        titulo="liderados"
        marca="pacientes-liderados"
        accion={<BotonExportar recurso="mi-espacio-liderados" filtro={{ terapeuta, fecha: espacio.fecha }} />}
      >
        <TextField
          name="buscarLiderado"
          label={t(`resources.${RECURSO}.buscarLiderado`)}
          size="small"
          value={buscar}
          onChange={(e) => setBuscar(e.target.value)}
          sx={{ mb: 1 }}
        />
        <Tabla
          columnas={['paciente', 'edad', 'documento', 'dx']}
          vacio="No lidera pacientes activos"
          filas={liderados.map((p) => [
            p.nombre,
            p.fechaNacimiento ? textoEdad(calcularEdad(p.fechaNacimiento, espacio.fecha)) : `${p.edad} años`,
            `${p.tipoDocumento} ${p.numeroDocumento}`,
            <TextoCorto key="dx" texto={p.dx ?? '—'} />,
          ])}
        />
      </Seccion>
      <SesionesRealizadas terapeuta={terapeuta} />
    </Box>
  );
};

const EspacioDe = ({ terapeuta }: { terapeuta?: string }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { data, error, isPending } = useQuery({
    queryKey: ['mi-espacio', terapeuta ?? 'propio'],
    queryFn: () => dataProvider.miEspacio(terapeuta),
    retry: false,
  });
  if (isPending) return <PantallaCargando />;
  if (error) return <Alert severity="warning">{error.message}</Alert>;
  return <Espacio espacio={data} terapeuta={terapeuta} />;
};

/** /mi-espacio (roles 2 to 6): the signed-in therapist's day, objectives, led patients and done sessions. */
export const PantallaMiEspacio = () => (
  <Box sx={{ p: 2 }}>
    <EspacioDe />
  </Box>
);

/** The therapist picker of /mi-espacio-admin: 'Buscar información' waits for one to be chosen. */
const ElegirTerapeuta = ({ opciones }: { opciones: { id: string; name: string }[] }) => {
  const t = useTranslate();
  const elegido = useWatch({ name: 'terapeuta' }) as string | null;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <AutocompleteInput source="terapeuta" choices={opciones} sx={{ minWidth: 320 }} helperText={false} />
      <Button variant="contained" type="submit" disabled={!elegido}>
        {t(`resources.${RECURSO}.buscarInformacion`)}
      </Button>
    </Box>
  );
};

/** /mi-espacio-admin: the same space for a therapist chosen by the administrator ('Buscar información'). */
export const PantallaMiEspacioAdmin = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { data: terapeutas = [] } = useQuery({ queryKey: ['terapeutas', 'mi-espacio'], queryFn: () => dataProvider.terapeutasProgramables() });
  const opciones = terapeutas.map((t) => ({ id: t.id, name: `${t.nombres} ${t.apellidos} · ${textoDe(ESPECIALIDADES, t.especialidad)}` }));
  // The therapist whose space is shown: the one chosen when 'Buscar información' was pressed.
  const [consultado, setConsultado] = useState<string | null>(null);
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Form
          defaultValues={{ terapeuta: null }}
          onSubmit={(v: Record<string, unknown>) => setConsultado((v.terapeuta as string | null) || null)}
          resource={RECURSO}
          noValidate
        >
          <ElegirTerapeuta opciones={opciones} />
        </Form>
      </Paper>
      {consultado && <EspacioDe key={consultado} terapeuta={consultado} />}
    </Box>
  );
};
