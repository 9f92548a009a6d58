import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { Form, required, SelectInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { MOTIVOS_CANCELACION, type SesionLeida } from '../contratos';
import { erroresDelServidor } from '../comun/useErroresDeCampo';
import { formatearFecha, formatearHorario } from '../formato';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { DetalleSesion } from './DetalleSesion';
import { TextoConCuenta } from './EntradasEvolucion';
import { finConDuracion } from './fechas';
import { motivoCompleto } from './HistorialSesion';
import { EntradaFechaSesion, EntradaHora } from './programar/Entradas';

export const RECURSO_SESION = 'sesion-programada';
export const claveSesion = (k: string) => `resources.${RECURSO_SESION}.${k}`;
const obligatorio = [required()];
const texto = (v: unknown) => (typeof v === 'string' ? v : '');

/** A session command: the server's message, the calendar read again and the dialog closed; on error its message, and its field errors returned. */
export function useComandoSesion(onCerrar: () => void) {
  const notify = useNotify();
  const cliente = useQueryClient();
  const comando = useMutation({ mutationFn: (accion: () => Promise<{ mensaje: string }>) => accion() });
  const ejecutar = async (accion: () => Promise<{ mensaje: string }>, alFallar?: (mensaje: string) => void) => {
    try {
      const r = await comando.mutateAsync(accion);
      notify(r.mensaje, { type: 'success' });
      void cliente.invalidateQueries({ queryKey: ['sesiones'] });
      onCerrar();
    } catch (error) {
      const mensaje = error instanceof Error ? error.message : '';
      alFallar?.(mensaje);
      notify(mensaje || claveSesion('errorServidor'), { type: 'error' });
      return erroresDelServidor(error);
    }
  };
  return { ejecutar, pendiente: comando.isPending };
}

export interface PropsFormularioSesion {
  sesion: SesionLeida;
  /** 'Volver' to the detail, or 'Cancelar' when the dialog opened from a drop. */
  volver: { texto: string; onClick: () => void };
  onCerrar: () => void;
}

/** One of the session's forms: its detail, its fields, 'Volver' and its own buttons. */
const MarcoSesion = ({
  sesion,
  volver,
  defaultValues,
  onSubmit,
  acciones,
  children,
}: Omit<PropsFormularioSesion, 'onCerrar'> & {
  defaultValues: FieldValues;
  onSubmit: (v: FieldValues) => Promise<FieldValues | undefined>;
  acciones: ReactNode;
  children: ReactNode;
}) => (
  <Form noValidate defaultValues={defaultValues} onSubmit={onSubmit} resource={RECURSO_SESION} className="formulario-sesion">
    <DialogContent sx={{ display: 'grid', gap: 2 }}>
      <DetalleSesion sesion={sesion} conValores />
      {children}
    </DialogContent>
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
      <MuiButton onClick={volver.onClick}>{volver.texto}</MuiButton>
      {acciones}
    </DialogActions>
  </Form>
);

const BotonGuardar = ({ texto: etiqueta, color = 'primary', disabled }: { texto: string; color?: 'primary' | 'error'; disabled: boolean }) => (
  <MuiButton type="submit" variant="contained" color={color} disabled={disabled}>
    {etiqueta}
  </MuiButton>
);

const AccionesCancelar = ({ pendiente, onTexto }: { pendiente: boolean; onTexto: (hay: boolean) => void }) => {
  const t = useTranslate();
  const [motivo, detalle] = useWatch({ name: ['motivo', 'detalleMotivo'] }).map(texto);
  const hay = motivo === 'Otros' && detalle.trim() !== '';
  useEffect(() => onTexto(hay), [hay, onTexto]);
  return <BotonGuardar texto={t(claveSesion('confirmarCancelacion'))} color="error" disabled={pendiente || !motivoCompleto(motivo, detalle)} />;
};

/** The listed reason of a cancellation and, for 'Otros', why (at most 200 characters). */
export const CamposMotivo = () => (
  <>
    <SelectInput
      source="motivo"
      validate={obligatorio}
      translateChoice={false}
      choices={MOTIVOS_CANCELACION.map((m) => ({ id: m, name: m }))}
      slotProps={{ htmlInput: { 'data-campo': 'motivo' } }}
    />
    <DetalleOtros />
  </>
);

const DetalleOtros = () => (useWatch({ name: 'motivo' }) === 'Otros' ? <TextoConCuenta source="detalleMotivo" maximo={200} validate={obligatorio} /> : null);

/** 'Cancelar sesión': a listed reason, and 'Otros' says why (at most 200 characters). */
export const FormularioCancelarSesion = ({ sesion, volver, onCerrar, onTexto }: PropsFormularioSesion & { onTexto: (hay: boolean) => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { ejecutar, pendiente } = useComandoSesion(onCerrar);
  const cancelar = (v: FieldValues) => {
    const motivo = texto(v.motivo);
    return ejecutar(() => dataProvider.cancelarSesion(sesion.id, motivo, motivo === 'Otros' ? texto(v.detalleMotivo) : undefined));
  };
  return (
    <MarcoSesion
      sesion={sesion}
      volver={volver}
      defaultValues={{ motivo: '', detalleMotivo: '' }}
      onSubmit={cancelar}
      acciones={<AccionesCancelar pendiente={pendiente} onTexto={onTexto} />}
    >
      <CamposMotivo />
    </MarcoSesion>
  );
};

const CamposMover = ({ sesion, cruce }: { sesion: SesionLeida; cruce: string | null }) => {
  const t = useTranslate();
  const { getValues, setValue } = useFormContext();
  const [fecha, horaInicio, horaFin] = useWatch({ name: ['fecha', 'horaInicio', 'horaFin'] }).map(texto);
  const movida = fecha !== sesion.fecha || horaInicio !== sesion.horaInicio || horaFin !== sesion.horaFin;
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-seccion="mover">
      {movida && (
        <Alert severity="info" data-resumen-movimiento>
          {t(claveSesion('movimiento'), {
            antes: `${formatearFecha(sesion.fecha)} ${formatearHorario(sesion.horaInicio, sesion.horaFin)}`,
            despues: `${formatearFecha(fecha)} ${formatearHorario(horaInicio, horaFin)}`,
          })}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <EntradaFechaSesion source="fecha" validate={obligatorio} sx={{ minWidth: 180 }} />
        {/* Changing the start moves the end with it: the session keeps its duration (issue 27 item 7). */}
        <EntradaHora
          source="horaInicio"
          validate={obligatorio}
          onCambio={(nueva, anterior) => setValue('horaFin', finConDuracion(anterior, texto(getValues('horaFin')), nueva))}
          sx={{ minWidth: 180 }}
        />
        <EntradaHora source="horaFin" validate={obligatorio} sx={{ minWidth: 180 }} />
      </Box>
      {cruce && <Alert severity="warning">{cruce}</Alert>}
    </Box>
  );
};

/** The clash the server let confirm, while the date and times stay as they were. */
const useCruceVigente = (cruce: { clave: string; mensaje: string } | null) => {
  const clave = JSON.stringify(useWatch({ name: ['fecha', 'horaInicio', 'horaFin'] }));
  return cruce && cruce.clave === clave ? cruce.mensaje : null;
};

const SeccionMover = ({ sesion, cruce }: { sesion: SesionLeida; cruce: { clave: string; mensaje: string } | null }) => (
  <CamposMover sesion={sesion} cruce={useCruceVigente(cruce)} />
);

const AccionesMover = ({
  cruce,
  pendiente,
  onConfirmar,
}: {
  cruce: { clave: string; mensaje: string } | null;
  pendiente: boolean;
  onConfirmar: (v: FieldValues) => void;
}) => {
  const t = useTranslate();
  const { getValues } = useFormContext();
  const vigente = useCruceVigente(cruce);
  return (
    <>
      {vigente && (
        <MuiButton color="warning" variant="contained" disabled={pendiente} onClick={() => onConfirmar(getValues())}>
          {t(claveSesion('confirmarCruce'))}
        </MuiButton>
      )}
      <BotonGuardar texto={t(claveSesion('guardar'))} disabled={pendiente} />
    </>
  );
};

/** 'Cambiar horario' (or a drop on the calendar): another day and time; a clash with a group session can be confirmed. */
export const FormularioMoverSesion = ({
  sesion,
  volver,
  onCerrar,
  destino,
}: PropsFormularioSesion & { destino?: { fecha: string; horaInicio: string; horaFin: string } }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { ejecutar, pendiente } = useComandoSesion(onCerrar);
  const [cruce, setCruce] = useState<{ clave: string; mensaje: string } | null>(null);
  const mover = (v: FieldValues, confirmarCruces: boolean) => {
    const pedido = { fecha: texto(v.fecha), horaInicio: texto(v.horaInicio), horaFin: texto(v.horaFin) };
    return ejecutar(
      () => dataProvider.moverSesion(sesion.id, { ...pedido, ...(confirmarCruces ? { confirmarCruces } : {}) }),
      // A clash the server lets confirm (a group session) offers 'Confirmar cruce', as 'Programar' does.
      (mensaje) => mensaje.includes('Confirme el cruce') && setCruce({ clave: JSON.stringify([pedido.fecha, pedido.horaInicio, pedido.horaFin]), mensaje }),
    );
  };
  return (
    <MarcoSesion
      sesion={sesion}
      volver={volver}
      defaultValues={{
        fecha: destino?.fecha ?? sesion.fecha,
        horaInicio: destino?.horaInicio ?? sesion.horaInicio,
        horaFin: destino?.horaFin ?? sesion.horaFin,
      }}
      onSubmit={(v) => mover(v, false)}
      acciones={<AccionesMover cruce={cruce} pendiente={pendiente} onConfirmar={(v) => void mover(v, true)} />}
    >
      <SeccionMover sesion={sesion} cruce={cruce} />
    </MarcoSesion>
  );
};

const AccionesTerapeuta = ({ pendiente }: { pendiente: boolean }) => {
  const t = useTranslate();
  const terapeuta = texto(useWatch({ name: 'terapeuta' }));
  return <BotonGuardar texto={t(claveSesion('guardar'))} disabled={pendiente || !terapeuta} />;
};

/** 'Cambiar terapeuta': another therapist of the session's specialty at its site. */
export const FormularioCambiarTerapeuta = ({ sesion, volver, onCerrar }: PropsFormularioSesion) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const { ejecutar, pendiente } = useComandoSesion(onCerrar);
  const terapeutas = useQuery({
    queryKey: ['terapeutas', sesion.servicio, sesion.sede],
    queryFn: () => dataProvider.terapeutasProgramables({ especialidad: sesion.servicio, sede: sesion.sede }),
  });
  return (
    <MarcoSesion
      sesion={sesion}
      volver={volver}
      defaultValues={{ terapeuta: '' }}
      onSubmit={(v) => ejecutar(() => dataProvider.cambiarTerapeutaDeSesion(sesion.id, texto(v.terapeuta)))}
      acciones={<AccionesTerapeuta pendiente={pendiente} />}
    >
      <SelectInput
        source="terapeuta"
        validate={obligatorio}
        translateChoice={false}
        choices={(terapeutas.data ?? []).filter((x) => x.id !== sesion.terapeutaId).map((x) => ({ id: x.id, name: `${x.nombres} ${x.apellidos}` }))}
      />
    </MarcoSesion>
  );
};
