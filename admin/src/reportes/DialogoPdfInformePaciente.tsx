import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Form, required, SelectInput, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  ESPECIALIDADES,
  MAX_RESUMEN_OBJETIVOS,
  MAX_TEXTO_INFORME,
  MENSAJES_INFORMES_PACIENTE,
  MENSAJES_REPORTES,
  MESES,
  textoDe,
  TIPOS_INFORME_PACIENTE,
  type TipoInformePaciente,
} from '../contratos';
import { ProgresoExportacion } from '../exportaciones/ProgresoExportacion';
import type { AvantiDataProvider } from '../proveedor-datos/dataProvider';
import { FechaDeFormulario } from './FechaDeFormulario';
import { usePedidoPdf } from './usePedidoPdf';

const RECURSO: Record<TipoInformePaciente, string> = { evolucion: 'informe-evolucion', mensual: 'informe-mensual', objetivos: 'informe-objetivos' };
const opciones = (lista: readonly { codigo: number; nombre: string }[]) => lista.map((o) => ({ id: o.codigo, name: o.nombre }));
const fechaObligatoria = [required(MENSAJES_REPORTES.faltanFechas)];
/** The end date not before the start, in the spec's words. */
const hastaValida = [
  required(MENSAJES_REPORTES.faltanFechas),
  (hasta: unknown, valores: Record<string, unknown>) =>
    typeof hasta === 'string' && typeof valores.desde === 'string' && valores.desde && hasta < valores.desde ? MENSAJES_REPORTES.rangoInvertido : undefined,
];
const especialidadObligatoria = [required(MENSAJES_INFORMES_PACIENTE.especialidadRequerida)];

/** The summary's counter under it. */
const Resumen = ({ maximo, disabled }: { maximo: number; disabled: boolean }) => {
  const resumen = useWatch<{ resumen?: string }, 'resumen'>({ name: 'resumen' }) ?? '';
  return (
    <TextInput
      source="resumen"
      multiline
      minRows={4}
      fullWidth
      helperText={`${resumen.length}/${maximo}`}
      slotProps={{ htmlInput: { maxLength: maximo } }}
      disabled={disabled}
    />
  );
};

/**
 * 'Generar PDF' of a patient report (spec 3 §2.2 item 13): the evolution report asks the dates and a summary, the
 * monthly one the month, the specialty, the concept and the recommendation, the objectives one the dates and a
 * summary of up to 1000 characters with its counter. Then the job's progress and the download.
 */
export const DialogoPdfInformePaciente = ({
  abierto,
  onCerrar,
  tipo,
  paciente,
  nombrePaciente,
  inicial,
}: {
  abierto: boolean;
  onCerrar: () => void;
  tipo: TipoInformePaciente;
  paciente: string;
  nombrePaciente: string;
  inicial: { desde: string; hasta: string; mes: number; anio: number; especialidad: number | '' };
}) => {
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const t = useTranslate();
  const { seguimiento, enCurso, descargar, pedir } = usePedidoPdf(RECURSO[tipo], (d) => dataProvider.solicitarInformePaciente(d));
  const maximo = tipo === 'objetivos' ? MAX_RESUMEN_OBJETIVOS : MAX_TEXTO_INFORME;

  const generar = (v: Record<string, unknown>) => {
    const comun = { tipo, paciente, ...(v.especialidad !== '' && v.especialidad != null ? { especialidad: Number(v.especialidad) } : {}) };
    const texto = (campo: string) => String(v[campo] ?? '');
    return pedir(
      tipo === 'mensual'
        ? { ...comun, mes: Number(v.mes), anio: inicial.anio, concepto: texto('concepto'), recomendacion: texto('recomendacion') }
        : { ...comun, desde: v.desde, hasta: v.hasta, resumen: texto('resumen') },
    );
  };

  return (
    <Dialog open={abierto} onClose={onCerrar} fullWidth maxWidth="sm" data-dialogo="pdf-informe-paciente">
      <Form
        defaultValues={{
          desde: inicial.desde,
          hasta: inicial.hasta,
          mes: inicial.mes,
          especialidad: inicial.especialidad,
          resumen: '',
          concepto: '',
          recomendacion: '',
        }}
        onSubmit={generar}
        resource="informe-paciente-pdf"
        noValidate
      >
        <DialogTitle>{textoDe(TIPOS_INFORME_PACIENTE, tipo)}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {nombrePaciente}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {tipo === 'mensual' ? (
              <Box sx={{ display: 'flex', gap: 2 }}>
                <SelectInput source="mes" choices={opciones(MESES)} validate={required()} sx={{ minWidth: 160 }} disabled={enCurso} helperText={false} />
                <SelectInput
                  source="especialidad"
                  choices={opciones(ESPECIALIDADES)}
                  validate={especialidadObligatoria}
                  sx={{ minWidth: 220 }}
                  disabled={enCurso}
                  helperText={false}
                />
              </Box>
            ) : (
              <Box sx={{ display: 'flex', gap: 2 }}>
                <FechaDeFormulario source="desde" validate={fechaObligatoria} disabled={enCurso} />
                <FechaDeFormulario source="hasta" validate={hastaValida} disabled={enCurso} />
              </Box>
            )}
            {tipo === 'mensual' ? (
              <>
                {['concepto', 'recomendacion'].map((campo) => (
                  <TextInput
                    key={campo}
                    source={campo}
                    multiline
                    minRows={3}
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: MAX_TEXTO_INFORME } }}
                    disabled={enCurso}
                    helperText={false}
                  />
                ))}
              </>
            ) : (
              <Resumen maximo={maximo} disabled={enCurso} />
            )}
            {seguimiento && <ProgresoExportacion seguimiento={seguimiento} onDescargar={() => seguimiento.id !== null && void descargar(seguimiento.id)} />}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCerrar}>{t('ra.action.close')}</Button>
          <Button variant="contained" type="submit" disabled={enCurso} data-accion="generar-pdf">
            {t('resources.informe-paciente-pdf.generar')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
