import Typography from '@mui/material/Typography';
import { SelectInput, useDataProvider, useTranslate } from 'react-admin';
import { CAMPOS_MONTO_SALARIO, TIPOS_CONTRATO, type SalarioLeido } from '../../contratos';
import type { AvantiDataProvider } from '../../proveedor-datos/dataProvider';
import { DialogoRegistro, EntradaPesos, obligatorio, useGuardarRegistro } from '../dinero/formulario';

const CONTRATOS = TIPOS_CONTRATO.map((t) => ({ id: t.codigo, name: t.nombre }));

/** Edit a user's salary and contract ('Escribir salario sin puntos'); starts from the row it was opened on. */
export const DialogoSalario = ({ salario, onCerrar }: { salario: SalarioLeido; onCerrar: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AvantiDataProvider>();
  const guardar = useGuardarRegistro(
    (v) =>
      dataProvider.guardarSalario(salario.idUsuario, {
        tipoContrato: Number(v.tipoContratoId),
        ...Object.fromEntries(CAMPOS_MONTO_SALARIO.map((c) => [c, Number(v[c])])),
      }),
    onCerrar,
    'resources.finanzas.salario.noActualizado',
  );
  return (
    <DialogoRegistro
      titulo={translate('resources.finanzas.salario.titulo', { nombre: salario.nombreUsuario })}
      marca="salario"
      recurso="salarios"
      valoresIniciales={{ tipoContratoId: salario.tipoContratoId, ...Object.fromEntries(CAMPOS_MONTO_SALARIO.map((c) => [c, String(salario[c])])) }}
      onGuardar={guardar}
      onCerrar={onCerrar}
      montos={[...CAMPOS_MONTO_SALARIO]}
      conCero
      ancho="md"
      boton="ra.action.update"
      motivo="resources.finanzas.salario.reviseValores"
      encabezado={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.finanzas.salario.sinPuntos')}
        </Typography>
      }
    >
      <SelectInput source="tipoContratoId" choices={CONTRATOS} validate={obligatorio} />
      {CAMPOS_MONTO_SALARIO.map((c) => (
        <EntradaPesos key={c} source={c} validate={obligatorio} conCero />
      ))}
    </DialogoRegistro>
  );
};
