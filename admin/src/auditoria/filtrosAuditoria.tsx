import { SearchInput, SelectInput, TextInput } from 'react-admin';
import { EntradaFecha } from '../comun/CampoFecha';
import type { TipoEventoAuditoria } from '../proveedor-datos/dataProvider';

/** q, usuario, registroId, tipo, desde, hasta: the filters GET /api/auditoria accepts. */
export const filtrosAuditoria = (tipos: readonly TipoEventoAuditoria[]) => [
  <SearchInput key="q" source="q" alwaysOn placeholder="Buscar (usuario o acción)" />,
  <TextInput key="usuario" source="usuario" alwaysOn resettable />,
  <TextInput key="registroId" source="registroId" alwaysOn resettable helperText={false} />,
  <SelectInput key="tipo" source="tipo" alwaysOn emptyText="Todos" choices={tipos.map((t) => ({ id: t.id, name: t.nombre }))} />,
  <EntradaFecha key="desde" source="desde" label="resources.auditoria.fields.desde" alwaysOn />,
  <EntradaFecha key="hasta" source="hasta" label="resources.auditoria.fields.hasta" alwaysOn />,
];
