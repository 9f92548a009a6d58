import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { conPunto, ESPECIALIDADES, PERIODOS_PLAN, TIPOS_ANTECEDENTE, TIPOS_EXAMEN, TIPOS_SESION_OPCIONES, textoDe } from '../../contratos';
import { hoyDelServidor } from '../../comun/reloj';
import { formatearFecha } from '../../formato';
import { SinRegistros } from '../Seccion';
import { useAbrirExamen, useSeccion } from '../useHistoria';
import { NuevoAntecedente } from '../PestanaAntecedentes';
import { NuevoMotivo } from '../PestanaMotivos';

/** Chips whose long labels wrap instead of widening the page. */
const chipQueEnvuelve = { height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } } as const;

/** One entry of a section: a card whose texts wrap (long words included). */
const Registro = ({ encabezado, children }: { encabezado: ReactNode; children?: ReactNode }) => (
  <Paper variant="outlined" sx={{ p: 1.5, mb: 1, overflowWrap: 'anywhere' }} data-registro-movil>
    <Typography variant="caption" color="text.secondary" component="div">
      {encabezado}
    </Typography>
    {children}
  </Paper>
);

const Texto = ({ children, tenue }: { children: ReactNode; tenue?: boolean }) => (
  <Typography variant="body2" color={tenue ? 'text.secondary' : undefined} sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
    {children}
  </Typography>
);

const BotonNuevo = ({ etiqueta, onClick }: { etiqueta: string; onClick: () => void }) => (
  <Button variant="contained" size="large" fullWidth startIcon={<AddIcon />} sx={{ minHeight: 48, mb: 1.5 }} onClick={onClick}>
    {etiqueta}
  </Button>
);

const Cargando = ({ isPending, vacio }: { isPending: boolean; vacio: boolean }) =>
  isPending ? (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      Cargando...
    </Typography>
  ) : vacio ? (
    <SinRegistros />
  ) : null;

const quien = (terapeuta: string | null) => (terapeuta ? ` · ${terapeuta}` : '');

export const MotivosMovil = ({ pacienteId, activo }: { pacienteId: string; activo: boolean }) => {
  const t = useTranslate();
  const { data = [], isPending } = useSeccion(pacienteId, 'motivos', (dp) => dp.motivosHistoria(pacienteId));
  const [nuevo, setNuevo] = useState(false);
  return (
    <>
      {activo && <BotonNuevo etiqueta="Nuevo motivo" onClick={() => setNuevo(true)} />}
      <Cargando isPending={isPending} vacio={data.length === 0} />
      {data.map((m) => (
        <Registro key={m.id} encabezado={`${formatearFecha(m.fecha)}${quien(m.terapeuta)}`}>
          <Texto>{m.motivo}</Texto>
          {m.observaciones && <Texto tenue>{m.observaciones}</Texto>}
          <Chip
            size="small"
            sx={{ mt: 1 }}
            color={m.estado === 1 ? 'success' : 'warning'}
            label={t(`resources.historia-clinica.${m.estado === 1 ? 'verificado' : 'porVerificar'}`)}
          />
          {m.verificacion && <Texto tenue>{m.verificacion.terminos.map((t) => t.descripcion).join(', ')}</Texto>}
        </Registro>
      ))}
      {nuevo && <NuevoMotivo movil pacienteId={pacienteId} onCerrar={() => setNuevo(false)} />}
    </>
  );
};

export const AntecedentesMovil = ({ pacienteId, activo }: { pacienteId: string; activo: boolean }) => {
  const { data = [], isPending } = useSeccion(pacienteId, 'antecedentes', (dp) => dp.antecedentesHistoria(pacienteId));
  const [nuevo, setNuevo] = useState(false);
  return (
    <>
      {activo && <BotonNuevo etiqueta="Nuevo antecedente" onClick={() => setNuevo(true)} />}
      <Cargando isPending={isPending} vacio={data.length === 0} />
      {TIPOS_ANTECEDENTE.map((t) => {
        const delTipo = data.filter((a) => a.tipo === t.codigo);
        return delTipo.length ? (
          <Box key={t.codigo} data-tipo-antecedente={t.codigo} sx={{ mb: 1 }}>
            <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
              {t.nombre}
            </Typography>
            {delTipo.map((a) => (
              <Registro key={a.id} encabezado={`${formatearFecha(a.fecha)}${quien(a.terapeuta)}`}>
                <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
                  {a.descripcion}
                </Typography>
                <Texto>{a.observacion}</Texto>
              </Registro>
            ))}
          </Box>
        ) : null;
      })}
      {nuevo && <NuevoAntecedente movil pacienteId={pacienteId} onCerrar={() => setNuevo(false)} />}
    </>
  );
};

export const ImpresionesMovil = ({ pacienteId }: { pacienteId: string }) => {
  const { data = [], isPending } = useSeccion(pacienteId, 'impresiones', (dp) => dp.impresionesHistoria(pacienteId));
  return (
    <>
      <Cargando isPending={isPending} vacio={data.length === 0} />
      {data.map((i) => (
        <Registro key={i.id} encabezado={`${formatearFecha(i.fecha)}${quien(i.terapeuta)}`}>
          <Texto>{i.descripcion}</Texto>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {i.diagnosticos.map((d) => (
              <Chip
                key={`${d.sistema}-${d.codigo}`}
                size="small"
                sx={chipQueEnvuelve}
                label={d.sistema === 'cie10' ? `${conPunto(d.codigo)} ${d.descripcion}` : `DSM ${d.descripcion}`}
              />
            ))}
          </Stack>
        </Registro>
      ))}
    </>
  );
};

export const ExamenesMovil = ({ pacienteId }: { pacienteId: string }) => {
  const { data = [], isPending } = useSeccion(pacienteId, 'examenes', (dp) => dp.examenesHistoria(pacienteId));
  const abrir = useAbrirExamen(pacienteId);
  return (
    <>
      <Cargando isPending={isPending} vacio={data.length === 0} />
      {data.map((e) => (
        <Registro key={e.id} encabezado={`${formatearFecha(e.fecha)}${quien(e.terapeuta)}`}>
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
            {e.nombreExamen}
          </Typography>
          <Texto tenue>{textoDe(TIPOS_EXAMEN, e.tipo)}</Texto>
          <Button variant="outlined" fullWidth sx={{ minHeight: 48, mt: 1 }} onClick={() => void abrir(e.id)}>
            Ver archivo ({e.formato.toUpperCase()})
          </Button>
        </Registro>
      ))}
    </>
  );
};

export const PlanesMovil = ({ pacienteId }: { pacienteId: string }) => {
  const t = useTranslate();
  const { data = [], isPending } = useSeccion(pacienteId, 'planes', (dp) => dp.planesHistoria(pacienteId));
  return (
    <>
      <Cargando isPending={isPending} vacio={data.length === 0} />
      {data.map((p) => (
        <Registro
          key={p.id}
          encabezado={`${formatearFecha(p.fechaInicio)} — ${p.fechaFin ? formatearFecha(p.fechaFin) : 'Indefinido'} · ${textoDe(PERIODOS_PLAN, p.periodo)}${quien(p.terapeuta)}`}
        >
          <Texto>{p.lineas.map((l) => `${textoDe(ESPECIALIDADES, l.especialidad)}: ${l.sesiones} sesiones`).join(' · ')}</Texto>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            {t('resources.historia-planes.fields.conclusiones')}
          </Typography>
          <Texto>{p.conclusiones}</Texto>
          <Typography variant="subtitle2" sx={{ mt: 1 }}>
            {t('resources.historia-planes.fields.recomendaciones')}
          </Typography>
          <Texto>{p.recomendaciones}</Texto>
          {p.actividadesFamilia && (
            <>
              <Typography variant="subtitle2" sx={{ mt: 1 }}>
                {t('resources.historia-planes.fields.actividadesFamilia')}
              </Typography>
              <Texto>{p.actividadesFamilia}</Texto>
            </>
          )}
          {p.cie10.length > 0 && <Texto tenue>{p.cie10.map((d) => `${conPunto(d.codigo)} ${d.descripcion}`).join('; ')}</Texto>}
        </Registro>
      ))}
    </>
  );
};

const hoy = hoyDelServidor;
const hace30Dias = () => {
  const d = new Date(`${hoy()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 30);
  return d.toISOString().slice(0, 10);
};

/** The patient's evolved sessions of the last 30 days (Bogotá dates), newest as the server orders them. */
export const EvolucionesMovil = ({ pacienteId }: { pacienteId: string }) => {
  const t = useTranslate();
  const [rango] = useState(() => ({ desde: hace30Dias(), hasta: hoy() }));
  const { data = [], isPending } = useSeccion(pacienteId, `evoluciones-${rango.desde}-${rango.hasta}`, (dp) =>
    dp.evolucionesHistoria(pacienteId, rango.desde, rango.hasta),
  );
  return (
    <>
      <Cargando isPending={isPending} vacio={data.length === 0} />
      {data.map((e) => (
        <Registro key={e.id} encabezado={`${formatearFecha(e.fecha)} ${e.horaInicio} · ${e.especialidad} · ${e.terapeuta}`}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            <Chip size="small" label={TIPOS_SESION_OPCIONES.find((t) => t.id === e.tipo)?.nombre ?? e.tipo} />
            {e.atrasada && <Chip size="small" color="warning" label={t('resources.historia-clinica.atrasada')} />}
          </Stack>
          {e.estadoPaciente && <Texto tenue>Estado del paciente: {e.estadoPaciente}</Texto>}
          {e.estrategias.length > 0 && <Texto tenue>Estrategias: {e.estrategias.join(', ')}</Texto>}
          {e.evolucion && <Texto>{e.evolucion}</Texto>}
        </Registro>
      ))}
    </>
  );
};
