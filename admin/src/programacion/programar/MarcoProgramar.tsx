import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { Form, useTranslate } from 'react-admin';
import { nombrePaciente, type PacienteElegible } from '../../coberturas/servicios/BuscarPaciente';
import { CamposComunes, type LineaInicial } from './CamposComunes';
import { clave, MODOS, RECURSO, texto, type Modo, type ValoresProgramar } from './valores';

/** What the dialog hands each mode. */
export interface PropsModo {
  paciente: PacienteElegible;
  /** The values the form opens with: what the user entered under the previous tab. */
  valores: ValoresProgramar;
  inicial?: LineaInicial;
  onCambiarModo: (modo: Modo, valores: ValoresProgramar) => void;
  onCambiarPaciente: (valores: ValoresProgramar) => void;
  /** Whether something is entered: closing then asks first. */
  onEscrito: (hay: boolean) => void;
  onCancelar: () => void;
  onProgramada: (primeraFecha: string) => void;
}

const PacienteElegido = ({ paciente, onCambiar }: { paciente: PacienteElegible; onCambiar: (v: ValoresProgramar) => void }) => {
  const t = useTranslate();
  const { getValues } = useFormContext<ValoresProgramar>();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography data-paciente-elegido>{nombrePaciente(paciente)}</Typography>
      <MuiButton size="small" onClick={() => onCambiar(getValues())}>
        {t(clave('cambiarPaciente'))}
      </MuiButton>
    </Box>
  );
};

const PestanasModo = ({ modo, onCambiar }: { modo: Modo; onCambiar: (m: Modo, v: ValoresProgramar) => void }) => {
  const t = useTranslate();
  const { getValues } = useFormContext<ValoresProgramar>();
  return (
    <Tabs value={modo} onChange={(_, m: Modo) => onCambiar(m, getValues())}>
      {MODOS.map((m) => (
        <Tab key={m} value={m} label={t(clave(`modos.${m}`))} />
      ))}
    </Tabs>
  );
};

const AvisarEscrito = ({ conVista, onEscrito }: { conVista: boolean; onEscrito: (hay: boolean) => void }) => {
  const v = useWatch<ValoresProgramar>();
  const hay = conVista || (v.items ?? []).length > 0 || (v.dias ?? []).length > 0 || [v.valor, v.copago, v.cantidad, v.hasta].some((x) => texto(x) !== '');
  useEffect(() => onEscrito(hay), [hay, onEscrito]);
  return null;
};

/**
 * One mode of 'Programar' on its own `<Form>`: the patient, the shared fields, the tabs, the mode's section
 * (`children`) and its buttons after 'Cancelar'.
 */
export const MarcoProgramar = ({
  modo,
  props,
  onSubmit,
  acciones,
  conVista = false,
  children,
}: {
  modo: Modo;
  props: PropsModo;
  /** The mode's command; the server's field errors it returns are shown under their fields. */
  onSubmit: (v: ValoresProgramar) => Promise<FieldValues | undefined>;
  acciones: ReactNode;
  conVista?: boolean;
  children: ReactNode;
}) => {
  const t = useTranslate();
  return (
    <Form
      noValidate
      defaultValues={props.valores}
      onSubmit={(v: FieldValues) => onSubmit(v as ValoresProgramar)}
      resource={RECURSO}
      className="formulario-programar"
    >
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <PacienteElegido paciente={props.paciente} onCambiar={props.onCambiarPaciente} />
        <CamposComunes paciente={props.paciente} modo={modo} inicial={props.inicial} />
        <PestanasModo modo={modo} onCambiar={props.onCambiarModo} />
        {children}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={props.onCancelar}>{t(clave('cancelar'))}</MuiButton>
        {acciones}
      </DialogActions>
      <AvisarEscrito conVista={conVista} onEscrito={props.onEscrito} />
    </Form>
  );
};
