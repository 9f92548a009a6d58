import type { ReactNode } from 'react';
import Tooltip from '@mui/material/Tooltip';

/**
 * A record shown by its name, with its internal id on hover (and in `data-id`), for whoever needs
 * it to search or to report a problem: ids never take a column of their own.
 */
export const ConId = ({ id, children }: { id: string | number | null | undefined; children: ReactNode }) =>
  id === null || id === undefined || id === '' ? (
    <>{children}</>
  ) : (
    <Tooltip title={`Id: ${id}`} placement="bottom-start">
      <span data-id={String(id)}>{children}</span>
    </Tooltip>
  );
