import { useState } from 'react';

/**
 * Which dialog of a table is open, and for which row. `close` keeps the row while the modal fades
 * out; `open` runs `beforeOpen` first (to forget a refusal shown the last time, say).
 */
export function useRowDialog<Kind extends string, Row>(beforeOpen?: () => void) {
  const [dialog, setDialog] = useState<{ kind: Kind; row: Row; opened: boolean } | null>(null);
  return {
    open: (kind: Kind, row: Row) => {
      beforeOpen?.();
      setDialog({ kind, row, opened: true });
    },
    close: () => setDialog((shown) => (shown ? { ...shown, opened: false } : null)),
    shown: (kind: Kind) => dialog?.kind === kind && dialog.opened,
    /** The row of `kind`'s dialog; null while another one (or none) is shown. */
    rowOf: (kind: Kind): Row | null => (dialog?.kind === kind ? dialog.row : null),
    /** The row of the last dialog opened, whichever it is. */
    row: dialog?.row ?? null,
  };
}
