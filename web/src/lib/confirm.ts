import { modals } from '@mantine/modals';

// The host of confirmation dialogs is loaded apart from the first load (app/provider.tsx): a
// dialog asked for before it is there (a click right after signing in) waits for it instead of
// being lost, as `modals` reaches its host through events nobody would hear yet.
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called once the dialogs' host is mounted. */
export function confirmHostReady(): void {
  markReady();
}

/** `modals.openConfirmModal`, once the dialogs' host is there. */
export function openConfirm(props: Parameters<typeof modals.openConfirmModal>[0]): void {
  void ready.then(() => modals.openConfirmModal(props));
}
