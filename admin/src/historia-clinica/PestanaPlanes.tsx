import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CampoFecha } from '../comun/CampoFecha';
import { conPunto, ESPECIALIDADES, PERIODOS_PLAN, textoDe, type PlanLeido } from '../contratos';
import { formatearFecha } from '../formato';
import { DialogoEntrada } from './DialogoEntrada';
import type { RegistrarPlanSolicitud } from '../../../libs/src/historia-clinica/contrato';
import { BarraSeccion, SinRegistros } from './Seccion';
import { SelectorDiagnosticos, type Diagnostico } from './SelectorDiagnosticos';
import { useEntrada, useSeccion } from './useHistoria';

const NuevoPlan = ({ pacienteId, onCerrar }: { pacienteId: string; onCerrar: () => void }) => {
  const [fechaInicio, setFechaInicio] = useState('');
  const [fechaFin, setFechaFin] = useState('');
  const [indefinido, setIndefinido] = useState(false);
  const [conclusiones, setConclusiones] = useState('');
  const [recomendaciones, setRecomendaciones] = useState('');
  const [actividadesFamilia, setActividadesFamilia] = useState('');
  const [cie10, setCie10] = useState<Diagnostico[]>([]);
  const [periodo, setPeriodo] = useState('1');
  const [lineas, setLineas] = useState<{ especialidad: number; sesiones: number }[]>([]);
  const [especialidad, setEspecialidad] = useState('');
  const [sesiones, setSesiones] = useState('');
  const guardar = useEntrada(pacienteId, (dp, d: RegistrarPlanSolicitud) => dp.registrarPlan(pacienteId, d), onCerrar);
  const faltante = !fechaInicio
    ? 'Indique la fecha de inicio'
    : !conclusiones.trim()
      ? 'Escriba las conclusiones'
      : !recomendaciones.trim()
        ? 'Escriba las recomendaciones'
        : lineas.length === 0
          ? 'Agregue al menos un servicio con sus sesiones'
          : null;
  const agregar = () => {
    setLineas([...lineas, { especialidad: Number(especialidad), sesiones: Number(sesiones) }]);
    setEspecialidad('');
    setSesiones('');
  };
  return (
    <DialogoEntrada
      titulo="Nuevo plan de tratamiento"
      ancho="md"
      onCerrar={onCerrar}
      enviando={guardar.isPending}
      faltante={faltante}
      onGuardar={() =>
        guardar.mutate({
          fechaInicio,
          fechaFin: indefinido ? null : fechaFin || null,
          conclusiones,
          recomendaciones,
          actividadesFamilia,
          cie10: cie10.map((d) => d.codigo),
          periodo: Number(periodo),
          lineas,
        })
      }
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CampoFecha name="fechaInicio" label="Fecha de inicio" required value={fechaInicio} onChange={setFechaInicio} />
        {!indefinido && <CampoFecha name="fechaFin" label="Fecha final" value={fechaFin} onChange={setFechaFin} />}
        <FormControlLabel control={<Checkbox name="indefinido" checked={indefinido} onChange={(e) => setIndefinido(e.target.checked)} />} label="Indefinido" />
      </Stack>
      <TextField
        name="conclusiones"
        label="Conclusiones"
        required
        multiline
        minRows={3}
        value={conclusiones}
        onChange={(e) => setConclusiones(e.target.value)}
      />
      <TextField
        name="recomendaciones"
        label="Recomendaciones"
        required
        multiline
        minRows={3}
        value={recomendaciones}
        onChange={(e) => setRecomendaciones(e.target.value)}
      />
      <SelectorDiagnosticos sistema="cie10" name="cie10" value={cie10} onChange={setCie10} />
      <TextField
        name="actividadesFamilia"
        label="Actividades con la familia"
        multiline
        minRows={2}
        value={actividadesFamilia}
        onChange={(e) => setActividadesFamilia(e.target.value)}
      />
      <TextField select name="periodo" label="Periodo" required value={periodo} onChange={(e) => setPeriodo(e.target.value)}>
        {PERIODOS_PLAN.map((p) => (
          <MenuItem key={p.codigo} value={String(p.codigo)}>
            {p.nombre}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <TextField select name="especialidad" label="Servicio" value={especialidad} onChange={(e) => setEspecialidad(e.target.value)} sx={{ minWidth: 220 }}>
          {ESPECIALIDADES.map((e) => (
            <MenuItem key={e.codigo} value={String(e.codigo)}>
              {e.nombre}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="sesiones"
          label="Sesiones"
          type="number"
          value={sesiones}
          onChange={(e) => setSesiones(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 500 } }}
        />
        <Button onClick={agregar} disabled={!especialidad || !(Number(sesiones) >= 1)}>
          Agregar
        </Button>
      </Stack>
      {lineas.map((l, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-linea-plan>
          <Typography>
            {textoDe(ESPECIALIDADES, l.especialidad)}: {l.sesiones} sesiones
          </Typography>
          <IconButton size="small" aria-label="Quitar" onClick={() => setLineas(lineas.filter((_, j) => j !== i))}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
    </DialogoEntrada>
  );
};

const DetallePlan = ({ plan, onCerrar }: { plan: PlanLeido; onCerrar: () => void }) => (
  <DialogoEntrada titulo="Detalle del plan de tratamiento" ancho="md" onCerrar={onCerrar}>
    <Typography>
      {formatearFecha(plan.fechaInicio)} — {plan.fechaFin ? formatearFecha(plan.fechaFin) : 'Indefinido'} · {textoDe(PERIODOS_PLAN, plan.periodo)} ·{' '}
      {plan.terapeuta}
    </Typography>
    <Typography variant="subtitle2">Conclusiones</Typography>
    <Typography sx={{ whiteSpace: 'pre-wrap' }}>{plan.conclusiones}</Typography>
    <Typography variant="subtitle2">Recomendaciones</Typography>
    <Typography sx={{ whiteSpace: 'pre-wrap' }}>{plan.recomendaciones}</Typography>
    {plan.actividadesFamilia && (
      <>
        <Typography variant="subtitle2">Actividades con la familia</Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{plan.actividadesFamilia}</Typography>
      </>
    )}
    <Typography variant="subtitle2">Diagnósticos</Typography>
    <Typography>{plan.cie10.map((d) => `${conPunto(d.codigo)} ${d.descripcion}`).join('; ') || '—'}</Typography>
    <Typography variant="subtitle2">Servicios</Typography>
    {plan.lineas.map((l) => (
      <Typography key={l.especialidad}>
        {textoDe(ESPECIALIDADES, l.especialidad)}: {l.sesiones} sesiones
      </Typography>
    ))}
  </DialogoEntrada>
);

/** Tab 5: conclusions, recommendation and treatment plan. */
export const PestanaPlanes = ({ pacienteId, activo }: { pacienteId: string; activo: boolean }) => {
  const { data = [], isPending } = useSeccion(pacienteId, 'planes', (dp) => dp.planesHistoria(pacienteId));
  const [nuevo, setNuevo] = useState(false);
  const [detalle, setDetalle] = useState<PlanLeido | null>(null);
  return (
    <>
      <BarraSeccion titulo="Conclusiones, recomendación y plan de tratamiento" activo={activo} etiqueta="Nuevo plan" onNuevo={() => setNuevo(true)} />
      {!isPending && data.length === 0 ? (
        <SinRegistros />
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Inicio</TableCell>
              <TableCell>Fin</TableCell>
              <TableCell>Servicios</TableCell>
              <TableCell>Registró</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
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
