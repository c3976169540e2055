import { createScenarioBodySchema } from '@freedompath/contracts';
import { Dialog } from 'radix-ui';
import { useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-error';
import { savedPlanErrorMessage } from './saved-plan-texts';

export interface PlanNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'Save plan', 'Rename plan'. */
  title: string;
  description: ReactNode;
  /** The submit button's label: 'Save', 'Rename'. */
  submitLabel: string;
  /** What the name field holds when the dialog opens (selected, so typing replaces it). */
  initialName: string;
  /** Sends the trimmed name; a rejection is shown in the dialog, which then stays open. */
  onSubmit: (name: string) => Promise<void>;
  /** The button that opens it, when it has one; else focus returns to `returnFocusRef`. */
  trigger?: ReactNode;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

const nameSchema = createScenarioBodySchema.shape.name;

/**
 * Asks for a saved plan's name (to save or to rename it). Radix Dialog: focus moves to the name
 * and stays in the dialog; Escape or Cancel closes it, except while the request is on its way.
 * The name is checked as the API checks it (1–100 characters); the API's refusal of the name
 * (another plan of the calculator has it) shows at the field, and any other (the 100-plan
 * limit, a lost connection) is read out in the dialog.
 */
export function PlanNameDialog({
  open,
  onOpenChange,
  title,
  description,
  trigger,
  returnFocusRef,
  ...form
}: PlanNameDialogProps) {
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            // Start in the name, selected, so typing replaces the suggestion.
            event.preventDefault();
            inputRef.current?.focus();
            inputRef.current?.select();
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusRef) return;
            event.preventDefault();
            returnFocusRef.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{description}</Dialog.Description>
          {/* Mounted with the content, so each opening starts from the given name. */}
          <NameForm
            {...form}
            inputRef={inputRef}
            busy={busy}
            setBusy={setBusy}
            onDone={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface NameFormProps extends Pick<
  PlanNameDialogProps,
  'submitLabel' | 'initialName' | 'onSubmit'
> {
  inputRef: RefObject<HTMLInputElement | null>;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onDone: () => void;
}

function NameForm({
  submitLabel,
  initialName,
  onSubmit,
  inputRef,
  busy,
  setBusy,
  onDone,
}: NameFormProps) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = nameSchema.safeParse(name);
    setFormError(undefined);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await onSubmit(parsed.data);
      setBusy(false);
      onDone();
    } catch (error) {
      setBusy(false);
      const named = error instanceof ApiError ? error.fieldMessages().name : undefined;
      if (named) {
        setFieldError(named);
        inputRef.current?.focus();
      } else {
        setFormError(savedPlanErrorMessage(error));
      }
    }
  };

  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 grid gap-5">
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          Plan name
        </label>
        <input
          ref={inputRef}
          id={id}
          name="name"
          type="text"
          autoComplete="off"
          // Room to paste a long name and be told the limit, but not a whole document.
          maxLength={200}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={Boolean(fieldError)}
          aria-describedby={fieldError ? errorId : undefined}
          className="block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm aria-invalid:border-red-600 aria-invalid:ring-1 aria-invalid:ring-red-600"
        />
        {fieldError ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {fieldError}
          </p>
        ) : null}
      </div>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </Dialog.Close>
        <Button type="submit" aria-disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
