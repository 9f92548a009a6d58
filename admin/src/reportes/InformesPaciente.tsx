import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Form, required, SelectInput, useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
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
import { TextoCorto } from '../comun/TextoCorto';
import { formatearFecha } from '../formato';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { SinDatos } from '../shell/SinDatos';
import { hoyBogota, rangoDelMes } from './comun';
import { DialogoPdfInformePaciente } from './DialogoPdfInformePaciente';
import { FechaDeFormulario } from './FechaDeFormulario';
import { PersonaDeFormulario } from './PersonaDeFormulario';
import { TablaSencilla } from '../comun/TablaSencilla';

type Persona = { id: string; nombre: string };

const R = 'resources.informes-paciente';

/** A small table of the preview: its columns (keys under resources.informes-paciente.columnas) and rows, or 'Aún no hay datos para mostrar.'. */
const Tabla = ({ nombre, columnas, filas }: { nombre: string; columnas: string[]; filas: ReactNode[][] }) => {
  const t = useTranslate();
  return (
    <Paper variant="outlined" sx={{ mb: 2, overflowX: 'auto' }} data-tabla={nombre}>
      {filas.length === 0 ? <SinDatos /> : <TablaSencilla columnas={columnas.map((c) => t(`${R}.columnas.${c}`))} filas={filas} />}
    </Paper>
  );
};

const Vista = ({ vista }: { vista: VistaInformePaciente }) => {
  const t = useTranslate();
  const p = vista.paciente;
  return (
    <Box>
      <Typography variant="subtitle1" sx={{ mt: 1 }}>
        {t(`${R}.titulos.paciente`)}
      </Typography>
      <Tabla
        nombre="paciente"
        columnas={['nombre', 'documento', 'fechaNacimiento', 'edad', 'entidad']}
        filas={[[p.nombre, p.documento, formatearFecha(p.fechaNacimiento), p.edad, p.entidad]]}
      />
      {vista.evoluciones && (
        <>
          <Typography variant="subtitle1">{t(`${R}.titulos.evoluciones`)}</Typography>
          <Tabla
            nombre="evoluciones"
            columnas={['fechaAtencion', 'terapeuta', 'especialidad', 'estrategia', 'estadoPaciente', 'lugar', 'evolucion']}
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
            {t(`${R}.titulos.sesionesDelMes`, { mes: vista.mensual.mesNombre.toLowerCase(), anio: vista.mensual.anio })}{' '}
            <span data-indice-atencion={textoIndiceAtencion(vista.mensual.indiceAtencion)}>{textoIndiceAtencion(vista.mensual.indiceAtencion)}</span>
          </Typography>
          <Tabla
            nombre="mensual"
            columnas={['especialidad', 'realizadas', 'canceladas', 'pendientes', 'total']}
            filas={
              vista.mensual.especialidades.length === 0
                ? []
                : [
                    ...vista.mensual.especialidades.map((f) => [f.especialidad, f.realizadas, f.canceladas, f.pendientes, f.total]),
                    [
                      <strong key="t">{t(`${R}.columnas.total`)}</strong>,
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
            columnas={['fecha', 'hora', 'terapeuta', 'especialidad', 'estado', 'evolucion']}
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
          <Typography variant="subtitle1">{t(`${R}.titulos.objetivos`)}</Typography>
          <Tabla
            nombre="objetivos"
            columnas={['fecha', 'fechaACumplir', 'terapeuta', 'especialidad', 'objetivo', 'logro', 'porcentajeLogro']}
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

type ValoresFiltro = {
  tipo: TipoInformePaciente;
  paciente: Persona | null;
  especialidad: number | '';
  desde: string;
  hasta: string;
  mes: number;
};

const opciones = <T,>(lista: readonly { codigo: T; nombre: string }[]) => lista.map((o) => ({ id: o.codigo, name: o.nombre }));

/** The filter's fields; a new report type drops the preview of the previous one. */
const CamposFiltro = ({ alCambiarTipo, hayVista, abrirPdf }: { alCambiarTipo: () => void; hayVista: boolean; abrirPdf: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const [tipo, desde, hasta] = useWatch<ValoresFiltro, ['tipo', 'desde', 'hasta']>({ name: ['tipo', 'desde', 'hasta'] });
  const tipoAnterior = useRef(tipo);
  useEffect(() => {
    if (tipoAnterior.current !== tipo) alCambiarTipo();
    tipoAnterior.current = tipo;
  }, [tipo, alCambiarTipo]);
  // A reversed range is flagged as soon as it is typed (and refused on 'Buscar').
  const invertido = !!desde && !!hasta && hasta < desde;
  return (
    <>
      <SelectInput source="tipo" choices={opciones(TIPOS_INFORME_PACIENTE)} validate={required()} sx={{ gridColumn: 'span 2' }} helperText={false} />
      <Box sx={{ gridColumn: 'span 2' }}>
        <PersonaDeFormulario source="paciente" buscar={dataProvider.pacientesParaInforme} isRequired />
      </Box>
      <SelectInput
        source="especialidad"
        choices={opciones(ESPECIALIDADES)}
        emptyText={t('resources.informes-paciente.todas')}
        helperText={false}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      />
      {tipo === 'mensual' ? (
        <SelectInput source="mes" choices={opciones(MESES)} validate={required()} helperText={false} />
      ) : (
        <>
          <FechaDeFormulario source="desde" isRequired size="small" />
          <FechaDeFormulario source="hasta" isRequired size="small" aviso={invertido ? MENSAJES_REPORTES.rangoInvertido : undefined} />
        </>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 48 }}>
        <Button variant="contained" type="submit" data-accion="buscar-informe">
          {t('ra.action.search')}
        </Button>
        <Button variant="outlined" onClick={abrirPdf} disabled={!hayVista} data-accion="abrir-pdf">
          {t('resources.informe-paciente-pdf.generar')}
        </Button>
      </Box>
    </>
  );
};

/** Patient reports ('Informes', spec 3 §2.2 item 13, /reportes/informeEvolucion): evolution, per patient (monthly) and objectives and achievements. */
export const InformesPaciente = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const mesActual = rangoDelMes();
  const hoy = hoyBogota();
  const [aviso, setAviso] = useState<string | null>(null);
  const [filtro, setFiltro] = useState<Record<string, unknown> | null>(null);
  const [pdf, setPdf] = useState(false);
  const anio = Number(hoy.slice(0, 4));
  const olvidarVista = useCallback(() => setFiltro(null), []);

  const consulta = useQuery({
    queryKey: ['reportes', 'informe-evolucion', filtro],
    queryFn: () => dataProvider.vistaInformePaciente(filtro!),
    enabled: filtro !== null,
    retry: false,
  });

  // The spec's messages above the preview, as before: the whole filter is checked on 'Buscar'.
  const buscar = (v: Record<string, unknown>) => {
    const { tipo, paciente, especialidad, desde, hasta, mes } = v as ValoresFiltro;
    const problema = !paciente
      ? MENSAJES_INFORMES_PACIENTE.parametrosIncompletos
      : tipo !== 'mensual' && (!desde || !hasta)
        ? MENSAJES_REPORTES.faltanFechas
        : tipo !== 'mensual' && hasta < desde
          ? MENSAJES_REPORTES.rangoInvertido
          : null;
    setAviso(problema);
    if (problema || !paciente) return;
    setFiltro({
      tipo,
      paciente: paciente.id,
      ...(especialidad !== '' && especialidad != null ? { especialidad } : {}),
      ...(tipo === 'mensual' ? { mes, anio } : { desde, hasta }),
    });
  };
  const vista = consulta.data && filtro && consulta.data.tipo === filtro.tipo ? consulta.data : null;
  const valoresIniciales: ValoresFiltro = {
    tipo: 'evolucion',
    paciente: null,
    especialidad: '',
    desde: mesActual.desde,
    hasta: mesActual.hasta,
    mes: Number(hoy.slice(5, 7)),
  };

  return (
    <Box sx={{ p: 2 }}>
      <Form defaultValues={valoresIniciales} onSubmit={buscar} resource="informes-paciente" noValidate>
        <Paper
          variant="outlined"
          sx={{ p: 2, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', alignItems: 'start' }}
          data-seccion="filtro-informes"
        >
          <CamposFiltro alCambiarTipo={olvidarVista} hayVista={!!vista} abrirPdf={() => setPdf(true)} />
        </Paper>
      </Form>
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
      {vista && pdf && filtro && (
        <DialogoPdfInformePaciente
          abierto
          onCerrar={() => setPdf(false)}
          tipo={vista.tipo}
          paciente={vista.paciente.id}
          nombrePaciente={vista.paciente.nombre}
          inicial={{
            desde: String(filtro.desde ?? mesActual.desde),
            hasta: String(filtro.hasta ?? mesActual.hasta),
            mes: Number(filtro.mes ?? hoy.slice(5, 7)),
            anio,
            especialidad: typeof filtro.especialidad === 'number' ? filtro.especialidad : '',
          }}
        />
      )}
    </Box>
  );
};
