import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useFormContext, useWatch } from 'react-hook-form';
import { Confirm, RadioButtonGroupInput, useDataProvider, useTranslate } from 'react-admin';
import { TIPOS_CLIENTE } from '../../contratos';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { BuscarPaciente, nombrePaciente, type PacienteElegible } from './BuscarPaciente';
import type { ValoresIngreso } from './reglasIngreso';

const columnas = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' } as const;
const TIPOS = TIPOS_CLIENTE.map((t) => ({ id: String(t.codigo), name: t.nombre }));
const campo = (nombre: string) => `resources.coberturas/servicios.fields.${nombre}`;

/** The client type and the patient: one of another type is asked about before it is chosen. */
export const SeccionPaciente = ({ limpiar }: { limpiar: () => void }) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const { setValue, getValues } = useFormContext<ValoresIngreso>();
  const [tipoCliente, paciente] = useWatch<ValoresIngreso, ['tipoCliente', 'paciente']>({ name: ['tipoCliente', 'paciente'] });
  const [porConfirmar, setPorConfirmar] = useState<PacienteElegible | null>(null);
  const [noConcuerda, setNoConcuerda] = useState(false);

  const elegir = (p: PacienteElegible) => {
    setValue('paciente', p);
    setValue('orden', null);
    setNoConcuerda(p.tipoCliente !== Number(tipoCliente));
    // The entity comes from the patient's insurer (issue 27 item 9): EPS, prepaid or policy as the client type says.
    void dataProvider
      .obtenerPaciente(p.id)
      .then((leido) => {
        const suya = ({ 6: leido.eps, 7: leido.prepagada, 8: leido.poliza } as Record<number, string | null | undefined>)[p.tipoCliente] ?? null;
        if (suya && !getValues('entidad')) setValue('entidad', suya);
      })
      .catch(() => undefined);
  };

  return (
    <Paper data-seccion="paciente" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <RadioButtonGroupInput
        source="tipoCliente"
        choices={TIPOS}
        helperText={false}
        onChange={() => {
          setValue('paciente', null);
          limpiar();
        }}
      />
      <BuscarPaciente onElegir={(p) => (p.tipoCliente !== Number(tipoCliente) ? setPorConfirmar(p) : elegir(p))} />
      {paciente && (
        <Box sx={columnas} data-paciente-elegido>
          <TextField size="small" label={t(campo('paciente'))} value={nombrePaciente(paciente)} slotProps={{ input: { readOnly: true } }} />
          <TextField
            size="small"
            label={t(campo('documento'))}
            value={`${paciente.tipoDocumento} ${paciente.numeroDocumento}`}
            slotProps={{ input: { readOnly: true } }}
          />
          <TextField size="small" label={t(campo('codigo'))} value={paciente.codigo} slotProps={{ input: { readOnly: true } }} />
        </Box>
      )}
      {noConcuerda && <Alert severity="warning">{t('resources.coberturas/servicios.noConcuerda')}</Alert>}
      <Confirm
        isOpen={!!porConfirmar}
        title={campo('tipoCliente')}
        content={t('resources.coberturas/servicios.confirmarTipo')}
        confirm="resources.coberturas/servicios.continuar"
        cancel="ra.action.cancel"
        onConfirm={() => {
          if (porConfirmar) elegir(porConfirmar);
          setPorConfirmar(null);
        }}
        onClose={() => setPorConfirmar(null)}
      />
    </Paper>
  );
};
