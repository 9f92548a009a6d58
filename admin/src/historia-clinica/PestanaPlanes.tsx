import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BooleanInput, FormDataConsumer, required, SelectInput, TextInput, useInput, useTranslate } from 'react-admin';
import { EntradaFecha } from '../comun/CampoFecha';
import { conPunto, ESPECIALIDADES, PERIODOS_PLAN, textoDe, type PlanLeido } from '../contratos';
import { formatearFecha } from '../formato';
import { DialogoEntrada, type Valores } from './DialogoEntrada';
import { falta } from './faltantes';
import type { RegistrarPlanSolicitud } from '../../../libs/src/historia-clinica/contrato';
import { BarraSeccion, Encabezados, SinRegistros } from './Seccion';
import { codigos, SelectorDiagnosticos } from './SelectorDiagnosticos';
import { useEntrada, useSeccion } from './useHistoria';

type Linea = RegistrarPlanSolicitud['lineas'][number];
const texto = (v: unknown) => String(v ?? '');

/**
 * The plan's services as a react-admin input: the form holds the lines; the service and sessions chosen before
 * 'Agregar' are not form data until added.
 */
const LineasPlan = ({ source }: { source: string }) => {
  const t = useTranslate();
  const { field } = useInput({ source, defaultValue: [] });
  const lineas: Linea[] = Array.isArray(field.value) ? (field.value as Linea[]) : [];
  const [especialidad, setEspecialidad] = useState('');
  const [sesiones, setSesiones] = useState('');
  const etiqueta = (campo: string) => t(`resources.historia-planes.fields.${campo}`);
  const agregar = () => {
    field.onChange([...lineas, { especialidad: Number(especialidad), sesiones: Number(sesiones) }]);
    setEspecialidad('');
    setSesiones('');
  };
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField
          select
          name="especialidad"
          label={etiqueta('especialidad')}
          value={especialidad}
          onChange={(e) => setEspecialidad(e.target.value)}
          sx={{ minWidth: 220 }}
        >
          {ESPECIALIDADES.map((e) => (
            <MenuItem key={e.codigo} value={String(e.codigo)}>
              {e.nombre}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="sesiones"
          label={etiqueta('sesiones')}
          type="number"
          value={sesiones}
          onChange={(e) => setSesiones(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 500 } }}
        />
        <Button onClick={agregar} disabled={!especialidad || !(Number(sesiones) >= 1)}>
          {t('ra.action.add')}
        </Button>
      </Stack>
      {lineas.map((l, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-linea-plan>
          <Typography>{t('resources.historia-planes.sesionesDe', { servicio: textoDe(ESPECIALIDADES, l.especialidad), sesiones: l.sesiones })}</Typography>
          <IconButton size="small" aria-label={t('ra.action.remove')} onClick={() => field.onChange(lineas.filter((_, j) => j !== i))}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
    </>
  );
};

const faltantePlan = (v: Valores) =>
  !v.fechaInicio
    ? falta('fechaInicio')
    : !texto(v.conclusiones).trim()
      ? falta('conclusiones')
      : !texto(v.recomendaciones).trim()
        ? falta('recomendaciones')
        : !Array.isArray(v.lineas) || v.lineas.length === 0
          ? falta('lineas')
          : null;

const NuevoPlan = ({ pacienteId, onCerrar }: { pacienteId: string; onCerrar: () => void }) => {
  const t = useTranslate();
  const entrada = useEntrada(pacienteId, (dp, d: RegistrarPlanSolicitud) => dp.registrarPlan(pacienteId, d), onCerrar);
  const guardar = (v: Valores) =>
    entrada.guardar({
      fechaInicio: texto(v.fechaInicio),
      fechaFin: v.indefinido ? null : texto(v.fechaFin) || null,
      conclusiones: texto(v.conclusiones),
      recomendaciones: texto(v.recomendaciones),
      actividadesFamilia: texto(v.actividadesFamilia),
      cie10: codigos(v.cie10),
      periodo: Number(v.periodo),
      lineas: v.lineas as Linea[],
    });
  return (
    <DialogoEntrada
      titulo={t('resources.historia-planes.nuevo')}
      ancho="md"
      onCerrar={onCerrar}
      formulario={{
        recurso: 'historia-planes',
        valores: {
          fechaInicio: '',
          fechaFin: '',
          indefinido: false,
          conclusiones: '',
          recomendaciones: '',
          actividadesFamilia: '',
          cie10: [],
          periodo: 1,
          lineas: [],
        },
        guardar,
        enviando: entrada.enviando,
        faltante: faltantePlan,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <EntradaFecha source="fechaInicio" resource="historia-planes" validate={required()} />
        <FormDataConsumer>{({ formData }) => !formData.indefinido && <EntradaFecha source="fechaFin" resource="historia-planes" />}</FormDataConsumer>
        <BooleanInput source="indefinido" helperText={false} />
      </Stack>
      <TextInput source="conclusiones" validate={required()} multiline minRows={3} fullWidth />
      <TextInput source="recomendaciones" validate={required()} multiline minRows={3} fullWidth />
      <SelectorDiagnosticos sistema="cie10" source="cie10" />
      <TextInput source="actividadesFamilia" multiline minRows={2} fullWidth />
      <SelectInput source="periodo" choices={PERIODOS_PLAN.map((p) => ({ id: p.codigo, name: p.nombre }))} validate={required()} fullWidth />
      <LineasPlan source="lineas" />
    </DialogoEntrada>
  );
};

const DetallePlan = ({ plan, onCerrar }: { plan: PlanLeido; onCerrar: () => void }) => {
  const t = useTranslate();
  return (
    <DialogoEntrada titulo={t('resources.historia-planes.detalle')} ancho="md" onCerrar={onCerrar}>
      <Typography>
        {formatearFecha(plan.fechaInicio)} — {plan.fechaFin ? formatearFecha(plan.fechaFin) : 'Indefinido'} · {textoDe(PERIODOS_PLAN, plan.periodo)} ·{' '}
        {plan.terapeuta}
      </Typography>
      <Typography variant="subtitle2">{t('resources.historia-planes.fields.conclusiones')}</Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{plan.conclusiones}</Typography>
      <Typography variant="subtitle2">{t('resources.historia-planes.fields.recomendaciones')}</Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{plan.recomendaciones}</Typography>
      {plan.actividadesFamilia && (
        <>
          <Typography variant="subtitle2">{t('resources.historia-planes.fields.actividadesFamilia')}</Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{plan.actividadesFamilia}</Typography>
        </>
      )}
      <Typography variant="subtitle2">{t('resources.historia-planes.diagnosticos')}</Typography>
      <Typography>{plan.cie10.map((d) => `${conPunto(d.codigo)} ${d.descripcion}`).join('; ') || '—'}</Typography>
      <Typography variant="subtitle2">{t('resources.historia-planes.columnas.servicios')}</Typography>
      {plan.lineas.map((l) => (
        <Typography key={l.especialidad}>
          {textoDe(ESPECIALIDADES, l.especialidad)}: {l.sesiones} sesiones
        </Typography>
      ))}
    </DialogoEntrada>
  );
};

/** Tab 5: conclusions, recommendation and treatment plan. */
export const PestanaPlanes = ({ pacienteId, activo }: { pacienteId: string; activo: boolean }) => {
  const { data = [], isPending } = useSeccion(pacienteId, 'planes', (dp) => dp.planesHistoria(pacienteId));
  const [nuevo, setNuevo] = useState(false);
  const [detalle, setDetalle] = useState<PlanLeido | null>(null);
  return (
    <>
      <BarraSeccion titulo="resources.historia-planes.titulo" activo={activo} etiqueta="resources.historia-planes.boton" onNuevo={() => setNuevo(true)} />
      {!isPending && data.length === 0 ? (
        <SinRegistros />
      ) : (
        <Table size="small">
          <Encabezados recurso="historia-planes" columnas={['inicio', 'fin', 'servicios', 'terapeuta', '']} />
          <TableBody>
            {data.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{formatearFecha(p.fechaInicio)}</TableCell>
                <TableCell>{p.fechaFin ? formatearFecha(p.fechaFin) : 'Indefinido'}</TableCell>
                <TableCell>{p.lineas.map((l) => `${textoDe(ESPECIALIDADES, l.especialidad)} (${l.sesiones})`).join(', ')}</TableCell>
                <TableCell>{p.terapeuta}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => setDetalle(p)}>
                    Detalle
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {nuevo && <NuevoPlan pacienteId={pacienteId} onCerrar={() => setNuevo(false)} />}
      {detalle && <DetallePlan plan={detalle} onCerrar={() => setDetalle(null)} />}
    </>
  );
};
