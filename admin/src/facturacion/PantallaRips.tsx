import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { BooleanInput, Form, FormDataConsumer, required, SaveButton, SelectInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { EntradaFecha } from '../comun/CampoFecha';
import { erroresDelServidor } from '../comun/useErroresDeCampo';
import { ESTADOS_GENERACION_RIPS, textoDe, type GeneracionRips, type PacienteRips, type VistaPreviaRips } from '../contratos';
import { formatearFecha, formatearFechaHora, formatearHora, formatearMoneda } from '../formato';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { useSedes } from '../shell/useSedes';
import type { FiltroVistaRips } from './proveedorFacturacion';

const RECURSO = 'rips';
type Valores = Record<string, unknown>;

/** One patient's sessions with their problems; each problem links to the screen that fixes it. */
const FilasPaciente = ({
  p,
  excluidas,
  onExcluir,
}: {
  p: PacienteRips;
  excluidas: Map<string, string>;
  onExcluir: (id: string, motivo: string | null) => void;
}) => {
  const t = useTranslate();
  return (
    <Fragment>
      <TableRow data-paciente={p.pacienteId} sx={{ bgcolor: 'action.hover' }}>
        <TableCell colSpan={5}>
          <strong>{p.paciente}</strong> ({p.documento})
        </TableCell>
        <TableCell align="right">{formatearMoneda(p.valor)}</TableCell>
        <TableCell align="right">{formatearMoneda(p.copago)}</TableCell>
        <TableCell colSpan={2}>
          {p.problemas ? (
            <Chip size="small" color="warning" label={t('resources.rips.problemasN', { smart_count: p.problemas })} />
          ) : (
            <Chip size="small" color="success" label={t('resources.rips.listo')} />
          )}
        </TableCell>
      </TableRow>
      {p.sesiones.map((s) => {
        const excluida = excluidas.has(s.id);
        return (
          <TableRow key={s.id} data-sesion={s.id} data-problemas={s.problemas.length}>
            <TableCell>
              {formatearFecha(s.fecha)} {formatearHora(s.horaInicio)}
            </TableCell>
            <TableCell>{s.especialidad}</TableCell>
            <TableCell>{s.tipo === 'Evaluacion' ? 'Evaluación' : s.tipo}</TableCell>
            <TableCell>{s.terapeuta}</TableCell>
            <TableCell>{s.autorizacion ?? '—'}</TableCell>
            <TableCell align="right">{formatearMoneda(s.valor)}</TableCell>
            <TableCell align="right">{formatearMoneda(s.copago)}</TableCell>
            <TableCell>
              {s.problemas.map((x) => (
                <Box key={x.codigo} data-problema={x.codigo}>
                  <Link component={RouterLink} to={x.enlace} title={x.accion}>
                    {x.mensaje}
                  </Link>
                  {x.codigo === 'ya-reportada' && s.reportadaEn ? ` (${s.reportadaEn})` : ''}
                </Box>
              ))}
            </TableCell>
            <TableCell sx={{ minWidth: 220 }}>
              {s.problemas.length > 0 && (
                <>
                  <FormControlLabel
                    control={<Checkbox size="small" checked={excluida} onChange={(e) => onExcluir(s.id, e.target.checked ? '' : null)} />}
                    label={t('resources.rips.fields.excluir')}
                  />
                  {excluida && (
                    <MuiTextField
                      size="small"
                      required
                      label={t('resources.rips.fields.motivo')}
                      value={excluidas.get(s.id) ?? ''}
                      onChange={(e) => onExcluir(s.id, e.target.value)}
                      slotProps={{ htmlInput: { maxLength: 200, 'data-motivo': s.id } }}
                    />
                  )}
                </>
              )}
            </TableCell>
          </TableRow>
        );
      })}
    </Fragment>
  );
};

/** The generations: state, invoice, counts, hash and the download. */
const Generaciones = ({ lista, onDescargar }: { lista: GeneracionRips[]; onDescargar: (id: string) => void }) => {
  const t = useTranslate();
  if (lista.length === 0) return null;
  return (
    <Paper sx={{ p: 2, mt: 2 }} data-seccion="generaciones">
      <Typography variant="h6">{t('resources.rips.generados')}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            {['solicitadaEn', 'epsNombre', 'periodo', 'numFactura', 'estado', 'sesiones', 'valorTotal', 'hash', 'acciones'].map((c) => (
              <TableCell key={c}>{t(`resources.rips.fields.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lista.map((g) => (
            <TableRow key={g.id} data-generacion={g.id} data-estado={g.estado}>
              <TableCell>{formatearFechaHora(g.solicitadaEn)}</TableCell>
              <TableCell>{g.epsNombre}</TableCell>
              <TableCell>
                {formatearFecha(g.desde)} – {formatearFecha(g.hasta)}
              </TableCell>
              <TableCell>
                {g.numFactura ?? t('resources.rips.fields.sinFactura')}
                {g.tipoNota && g.tipoNota !== 'RS' ? ` · ${g.tipoNota} ${g.numNota ?? ''}` : ''}
              </TableCell>
              <TableCell title={g.mensaje ?? undefined}>
                {textoDe(ESTADOS_GENERACION_RIPS, g.estado)}
                {g.mensaje ? `: ${g.mensaje}` : ''}
              </TableCell>
              <TableCell>
                {g.sesiones}
                {g.excluidas ? ` (${t('resources.rips.excluidasN', { smart_count: g.excluidas })})` : ''}
              </TableCell>
              <TableCell align="right">{g.valorTotal === null ? '—' : formatearMoneda(g.valorTotal)}</TableCell>
              <TableCell title={g.hash ?? undefined}>{g.hash ? `${g.hash.slice(0, 12)}…` : '—'}</TableCell>
              <TableCell>
                {g.estado === 'generado' && (
                  <MuiButton size="small" data-accion="descargar-rips" onClick={() => onDescargar(g.id)}>
                    {t('resources.rips.descargar')}
                  </MuiButton>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
};

/** /facturacion/rips (issue 26): choose insurer, period and site; see what the RIPS would report and its problems; generate; download. */
export const PantallaRips = () => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const notify = useNotify();
  const t = useTranslate();
  const cliente = useQueryClient();
  const { sedes } = useSedes();
  const [filtro, setFiltro] = useState<FiltroVistaRips | null>(null);
  const [excluidas, setExcluidas] = useState<Map<string, string>>(new Map());
  const [enCurso, setEnCurso] = useState<string | null>(null);

  const { data: aseguradoras = [] } = useQuery({ queryKey: ['facturacion', 'aseguradoras'], queryFn: () => dataProvider.aseguradorasRips() });
  const vista = useQuery<VistaPreviaRips>({
    queryKey: ['facturacion', 'vista', filtro],
    queryFn: () => dataProvider.vistaPreviaRips(filtro!),
    enabled: filtro !== null,
  });
  const generaciones = useQuery({
    queryKey: ['facturacion', 'generaciones'],
    queryFn: () => dataProvider.generacionesRips(),
    refetchInterval: (q) => ((q.state.data ?? []).some((g) => g.estado === 'pendiente') ? 500 : false),
  });
  const actual = (generaciones.data ?? []).find((g) => g.id === enCurso);

  const descargar = useMutation({
    mutationFn: (id: string) => dataProvider.descargarRips(id),
    onSuccess: ({ nombre }) => notify(t('resources.rips.descargado', { nombre }), { type: 'success' }),
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });

  const ver = (v: Valores) => {
    setExcluidas(new Map());
    setFiltro({ epsId: String(v.epsId), desde: String(v.desde), hasta: String(v.hasta), sede: v.sede && v.sede !== 'todas' ? String(v.sede) : null });
  };

  const generar = async (v: Valores) => {
    if (!filtro) return;
    const faltaMotivo = [...excluidas.values()].some((m) => !m.trim());
    if (faltaMotivo) {
      notify(t('resources.rips.faltaMotivo'), { type: 'error' });
      return;
    }
    const sinFactura = v.sinFactura === true;
    try {
      const { id } = await dataProvider.generarRips({
        ...filtro,
        numFactura: sinFactura ? null : String(v.numFactura ?? '').trim() || null,
        tipoNota: sinFactura ? 'RS' : null,
        excluidas: [...excluidas].map(([sesionId, motivo]) => ({ sesionId, motivo })),
      });
      setEnCurso(id);
      notify(t('resources.rips.enGeneracion'), { type: 'info' });
      await cliente.invalidateQueries({ queryKey: ['facturacion'] });
    } catch (error) {
      notify(error instanceof Error ? error.message : t('resources.rips.noGenerado'), { type: 'error' });
      await cliente.invalidateQueries({ queryKey: ['facturacion', 'vista'] });
      return erroresDelServidor(error);
    }
  };

  const excluir = (id: string, motivo: string | null) =>
    setExcluidas((antes) => {
      const nuevas = new Map(antes);
      if (motivo === null) nuevas.delete(id);
      else nuevas.set(id, motivo);
      return nuevas;
    });

  const totales = vista.data?.totales;
  return (
    <Box sx={{ p: 2 }}>
      <Paper sx={{ p: 2 }} data-seccion="filtro-rips">
        <Form defaultValues={{ sede: 'todas' }} onSubmit={ver} resource={RECURSO}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <SelectInput source="epsId" choices={aseguradoras} optionText="nombre" optionValue="id" validate={required()} sx={{ minWidth: 260 }} />
            {/* Labelled by name: the form's resource does not reach EntradaFecha, and a date with only its helper text fails axe's label-title-only. */}
            <EntradaFecha source="desde" label="resources.rips.fields.desde" validate={required()} />
            <EntradaFecha source="hasta" label="resources.rips.fields.hasta" validate={required()} />
            <SelectInput
              source="sede"
              choices={[{ id: 'todas', name: t('resources.rips.todas') }, ...sedes.map((s) => ({ id: s.id, name: s.nombre }))]}
              validate={required()}
            />
            <SaveButton label="resources.rips.verSesiones" icon={<span />} alwaysEnable variant="outlined" data-accion="ver-rips" />
          </Box>
        </Form>
      </Paper>

      {vista.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {(vista.error as Error).message}
        </Alert>
      )}
      {vista.data && totales && (
        <Paper sx={{ p: 2, mt: 2 }} data-seccion="vista-rips">
          <Typography variant="h6">
            {vista.data.epsNombre} · {formatearFecha(vista.data.desde)} – {formatearFecha(vista.data.hasta)}
          </Typography>
          <Typography data-totales sx={{ mb: 1 }}>
            {t('resources.rips.resumen', {
              pacientes: totales.pacientes,
              sesiones: totales.sesiones,
              valor: formatearMoneda(totales.valor),
              copago: formatearMoneda(totales.copago),
              problemas: totales.conProblemas,
            })}
          </Typography>
          {totales.sesiones === 0 ? (
            <Alert severity="info">{t('resources.rips.sinSesiones')}</Alert>
          ) : (
            <Box sx={{ maxHeight: 480, overflow: 'auto' }}>
              <Table size="small" stickyHeader>
                <TableHead>
                  <TableRow>
                    {['fecha', 'especialidad', 'tipo', 'terapeuta', 'autorizacion', 'valor', 'copago', 'problemas', 'excluir'].map((c) => (
                      <TableCell key={c}>{t(`resources.rips.fields.${c}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {vista.data.pacientes.map((p) => (
                    <FilasPaciente key={p.pacienteId} p={p} excluidas={excluidas} onExcluir={excluir} />
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          {totales.sesiones > 0 && (
            <Box sx={{ mt: 2 }} data-seccion="generar-rips">
              <Form defaultValues={{ numFactura: '', sinFactura: false }} onSubmit={generar} resource={RECURSO}>
                <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
                  <BooleanInput source="sinFactura" helperText={false} />
                  <FormDataConsumer>
                    {({ formData }) => (formData.sinFactura ? null : <TextInput source="numFactura" validate={required()} helperText={false} />)}
                  </FormDataConsumer>
                  <SaveButton label="resources.rips.generar" icon={<span />} alwaysEnable data-accion="generar-rips" />
                  {excluidas.size > 0 && <Typography variant="body2">{t('resources.rips.excluidasN', { smart_count: excluidas.size })}</Typography>}
                </Box>
              </Form>
            </Box>
          )}
          {actual && (
            <Alert
              severity={actual.estado === 'fallido' ? 'error' : actual.estado === 'generado' ? 'success' : 'info'}
              sx={{ mt: 2 }}
              data-generacion-actual={actual.estado}
            >
              {textoDe(ESTADOS_GENERACION_RIPS, actual.estado)}
              {actual.mensaje ? `: ${actual.mensaje}` : ''}
              {actual.estado === 'generado' && (
                <MuiButton size="small" sx={{ ml: 2 }} data-accion="descargar-rips-actual" onClick={() => descargar.mutate(actual.id)}>
                  {t('resources.rips.descargar')}
                </MuiButton>
              )}
            </Alert>
          )}
        </Paper>
      )}
      <Generaciones lista={generaciones.data ?? []} onDescargar={(id) => descargar.mutate(id)} />
    </Box>
  );
};
