import { AlertDialog } from 'radix-ui';
import { useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { savedPlanErrorMessage } from './saved-plan-texts';

export interface DeletePlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  planName: string;
  /** Deletes the plan; a rejection is shown in the dialog, which then stays open. */
  onConfirm: () => Promise<void>;
  /** The button that opens it, when it has one: focus returns to it when cancelled. */
  trigger?: ReactNode;
  /** Where focus goes after a delete (the trigger may be gone with the plan), or always. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * "Delete “name”?" before a saved plan is deleted (Radix AlertDialog: focus starts on Cancel,
 * Escape cancels). Deleting cannot be undone, so it is never one click away.
 */
export function DeletePlanDialog({
  open,
  onOpenChange,
  planName,
  onConfirm,
  trigger,
  returnFocusRef,
}: DeletePlanDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const deleted = useRef(false);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
      deleted.current = true;
      setBusy(false);
      onOpenChange(false);
    } catch (failure) {
      setBusy(false);
      setError(savedPlanErrorMessage(failure));
    }
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setError(undefined);
        onOpenChange(next);
      }}
    >
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            const wasDeleted = deleted.current;
            deleted.current = false;
            if (!returnFocusRef || (trigger && !wasDeleted)) return;
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold break-words text-slate-900">
            Delete “{planName}”?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            The saved plan is removed from your account. This cannot be undone.
          </AlertDialog.Description>
          {error ? (
            <p
              role="alert"
              className="mt-4 rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800"
            >
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            {/* Not an AlertDialog.Action: that would close the dialog before the answer. */}
            <Button variant="danger" aria-disabled={busy} onClick={() => void confirm()}>
              {busy ? 'Deleting...' : 'Delete plan'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
