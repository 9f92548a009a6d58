import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import {
  ESPECIALIDADES,
  MENSAJES_INFORMES_PACIENTE,
  MENSAJES_REPORTES,
  MESES,
  textoIndiceAtencion,
  TEXTO_SIN_EVALUAR,
  TIPOS_INFORME_PACIENTE,
  type TipoInformePaciente,
  type VistaInformePaciente,
} from '../contratos';
import { CampoFecha } from '../comun/CampoFecha';
import { TextoCorto } from '../comun/TextoCorto';
import { CampoPersona } from '../finanzas/dinero/CampoPersona';
import { formatearFecha } from '../formato';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { SinDatos } from '../shell/SinDatos';
import { hoyBogota, rangoDelMes } from './comun';
import { DialogoPdfInformePaciente } from './DialogoPdfInformePaciente';
import { TablaSencilla } from '../comun/TablaSencilla';

type Persona = { id: string; nombre: string };

/** A small table of the preview: its columns and rows, or 'Aún no hay datos para mostrar.'. */
const Tabla = ({ nombre, columnas, filas }: { nombre: string; columnas: string[]; filas: ReactNode[][] }) => (
  <Paper variant="outlined" sx={{ mb: 2, overflowX: 'auto' }} data-tabla={nombre}>
    {filas.length === 0 ? <SinDatos /> : <TablaSencilla columnas={columnas} filas={filas} />}
  </Paper>
);

const Vista = ({ vista }: { vista: VistaInformePaciente }) => {
  const p = vista.paciente;
  return (
    <Box>
      <Typography variant="subtitle1" sx={{ mt: 1 }}>
        Paciente
      </Typography>
      <Tabla
        nombre="paciente"
        columnas={['Nombre', 'Documento', 'Fecha de nacimiento', 'Edad', 'Entidad']}
        filas={[[p.nombre, p.documento, formatearFecha(p.fechaNacimiento), p.edad, p.entidad]]}
      />
      {vista.evoluciones && (
        <>
          <Typography variant="subtitle1">Evoluciones</Typography>
          <Tabla
            nombre="evoluciones"
            columnas={['Fecha de atención', 'Terapeuta', 'Especialidad', 'Estrategia terapéutica', 'Estado del paciente', 'Lugar', 'Evolución']}
            filas={vista.evoluciones.map((v) => [
              formatearFecha(v.fecha),
              v.terapeuta,
              v.especialidad,
              <TextoCorto key="e" texto={v.estrategias.join('; ')} ancho={200} />,
              v.estadoPaciente ?? '',
              v.lugar,
              <TextoCorto key="v" texto={v.evolucion ?? ''} ancho={240} />,
            ])}
          />
        </>
      )}
      {vista.mensual && (
        <>
          <Typography variant="subtitle1">
            Sesiones de {vista.mensual.mesNombre.toLowerCase()} de {vista.mensual.anio} · Índice de atención{' '}
            <span data-indice-atencion={textoIndiceAtencion(vista.mensual.indiceAtencion)}>{textoIndiceAtencion(vista.mensual.indiceAtencion)}</span>
          </Typography>
          <Tabla
            nombre="mensual"
            columnas={['Especialidad', 'Realizadas', 'Canceladas', 'Pendientes', 'Total']}
            filas={
              vista.mensual.especialidades.length === 0
                ? []
                : [
                    ...vista.mensual.especialidades.map((f) => [f.especialidad, f.realizadas, f.canceladas, f.pendientes, f.total]),
                    [
                      <strong key="t">Total</strong>,
                      vista.mensual.totales.realizadas,
                      vista.mensual.totales.canceladas,
                      vista.mensual.totales.pendientes,
                      vista.mensual.totales.total,
                    ],
                  ]
            }
          />
          <Tabla
            nombre="sesiones-del-mes"
            columnas={['Fecha', 'Hora', 'Terapeuta', 'Especialidad', 'Estado', 'Evolución']}
            filas={vista.mensual.sesiones.map((s) => [
              formatearFecha(s.fecha),
              s.hora,
              s.terapeuta,
              s.especialidad,
              s.estado,
              <TextoCorto key="v" texto={s.evolucion ?? ''} ancho={240} />,
            ])}
          />
        </>
      )}
      {vista.objetivos && (
        <>
          <Typography variant="subtitle1">Objetivos y logros</Typography>
          <Tabla
            nombre="objetivos"
            columnas={['Fecha', 'Fecha a cumplir', 'Terapeuta', 'Especialidad', 'Objetivo', 'Logro', '% de logro']}
            filas={vista.objetivos.map((o) => [
              formatearFecha(o.fechaInicio),
              formatearFecha(o.fechaFin),
              o.terapeuta,
              o.especialidad,
              <TextoCorto key="o" texto={o.objetivo} ancho={220} />,
              <TextoCorto key="l" texto={o.logro} ancho={200} />,
              o.porcentaje === null ? <Chip key="p" size="small" label={TEXTO_SIN_EVALUAR} /> : `${o.porcentaje}%`,
            ])}
          />
        </>
      )}
    </Box>
  );
};

/** Patient reports ('Informes', spec 3 §2.2 item 13, /reportes/informeEvolucion): evolution, per patient (monthly) and objectives and achievements. */
export const InformesPaciente = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const mesActual = rangoDelMes();
  const hoy = hoyBogota();
  const [tipo, setTipo] = useState<TipoInformePaciente>('evolucion');
  const [persona, setPersona] = useState<Persona | null>(null);
  const [especialidad, setEspecialidad] = useState<number | ''>('');
  const [desde, setDesde] = useState(mesActual.desde);
  const [hasta, setHasta] = useState(mesActual.hasta);
  const [mes, setMes] = useState(Number(hoy.slice(5, 7)));
  const [aviso, setAviso] = useState<string | null>(null);
  const [filtro, setFiltro] = useState<Record<string, unknown> | null>(null);
  const [pdf, setPdf] = useState(false);
  const anio = Number(hoy.slice(0, 4));

  const consulta = useQuery({
    queryKey: ['reportes', 'informe-evolucion', filtro],
    queryFn: () => dataProvider.vistaInformePaciente(filtro!),
    enabled: filtro !== null,
    retry: false,
  });

  const buscar = () => {
    const problema = !persona
      ? MENSAJES_INFORMES_PACIENTE.parametrosIncompletos
      : tipo !== 'mensual' && (!desde || !hasta)
        ? MENSAJES_REPORTES.faltanFechas
        : tipo !== 'mensual' && hasta < desde
          ? MENSAJES_REPORTES.rangoInvertido
          : null;
    setAviso(problema);
    if (problema) return;
    setFiltro({ tipo, paciente: persona!.id, ...(especialidad !== '' ? { especialidad } : {}), ...(tipo === 'mensual' ? { mes, anio } : { desde, hasta }) });
  };
  const vista = consulta.data && filtro && consulta.data.tipo === filtro.tipo ? consulta.data : null;

  return (
    <Box sx={{ p: 2 }}>
      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', alignItems: 'start' }}
        data-seccion="filtro-informes"
      >
        <TextField
          select
          size="small"
          name="tipo"
          label="Tipo de informe"
          value={tipo}
          onChange={(e) => {
            setTipo(e.target.value as TipoInformePaciente);
            setFiltro(null);
          }}
          sx={{ gridColumn: 'span 2' }}
        >
          {TIPOS_INFORME_PACIENTE.map((t) => (
            <MenuItem key={t.codigo} value={t.codigo}>
              {t.nombre}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ gridColumn: 'span 2' }}>
          <CampoPersona name="paciente" label="Paciente" required value={persona} onChange={setPersona} buscar={dataProvider.pacientesParaInforme} />
        </Box>
        <TextField
          select
          size="small"
          name="especialidad"
          label="Especialidad"
          value={especialidad}
          onChange={(e) => setEspecialidad(e.target.value === '' ? '' : Number(e.target.value))}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Todas</MenuItem>
          {ESPECIALIDADES.map((m) => (
            <MenuItem key={m.codigo} value={m.codigo}>
              {m.nombre}
            </MenuItem>
          ))}
        </TextField>
        {tipo === 'mensual' ? (
          <TextField select size="small" name="mes" label="Mes" value={mes} onChange={(e) => setMes(Number(e.target.value))}>
            {MESES.map((m) => (
              <MenuItem key={m.codigo} value={m.codigo}>
                {m.nombre}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <>
            <CampoFecha label="Fecha inicial" name="desde" required value={desde} onChange={setDesde} size="small" />
            {/* A reversed range is flagged as soon as it is typed (and refused on 'Buscar'). */}
            <CampoFecha
              label="Fecha final"
              name="hasta"
              required
              value={hasta}
              onChange={setHasta}
              size="small"
              error={!!desde && !!hasta && hasta < desde}
              helperText={!!desde && !!hasta && hasta < desde ? MENSAJES_REPORTES.rangoInvertido : undefined}
            />
          </>
        )}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 48 }}>
          <Button variant="contained" onClick={buscar} data-accion="buscar-informe">
            Buscar
          </Button>
          <Button variant="outlined" onClick={() => setPdf(true)} disabled={!vista} data-accion="abrir-pdf">
            Generar PDF
          </Button>
        </Box>
      </Paper>
      {aviso && (
        <Alert severity="warning" sx={{ mb: 2 }} data-aviso="filtro">
          {aviso}
        </Alert>
      )}
      {consulta.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {consulta.error instanceof Error ? consulta.error.message : 'No se pudo cargar el informe.'}
        </Alert>
      )}
      {consulta.isFetching && <Typography color="text.secondary">Cargando</Typography>}
      {vista && <Vista vista={vista} />}
      {vista && pdf && (
        <DialogoPdfInformePaciente
          abierto
          onCerrar={() => setPdf(false)}
          tipo={vista.tipo}
          paciente={vista.paciente.id}
          nombrePaciente={vista.paciente.nombre}
          inicial={{ desde: String(filtro?.desde ?? desde), hasta: String(filtro?.hasta ?? hasta), mes: Number(filtro?.mes ?? mes), anio, especialidad }}
        />
      )}
    </Box>
  );
};
