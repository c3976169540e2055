import type { CalculatorSlug, ResultSummary, Scenario } from '@freedompath/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useRouter, useSearch } from '@tanstack/react-router';
import { DropdownMenu } from 'radix-ui';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { DeletePlanDialog } from './delete-plan-dialog';
import { formatSavedDate } from './format-saved-date';
import { openedPlanHash } from './opened-plan-hash';
import { PlanNameDialog } from './plan-name-dialog';
import { useSavedPlanActions } from './use-saved-plan-actions';
import { formatDate, todayIso } from '@/lib/local-date';
import { scenariosQueryOptions } from './scenarios-query-options';
import type { CalculatorEntry } from '../calculators/calculator-catalog';
import { notifyError, notifySuccess, successNotices } from '../calculators/kit/notices/notify';
import { loadDocument } from './load-document';
import { SavedPlansTrigger } from './saved-plans-trigger';

/**
 * The longest address "Open" loads as a document. The server reads at most 16 kB of request
 * headers, the address included; a plan beyond this opens from My Account instead, which
 * navigates within the app.
 */
export const MAX_DOCUMENT_HREF_LENGTH = 8_000;

export const savedPlansMenuTexts = {
  savedDescription: (name: string) => `“${name}” is in your saved plans.`,
  tooLongToOpen: 'This plan is too large to open from here',
  tooLongToOpenDescription: 'Open it from Saved plans on My Account.',
  saveWithResults:
    'Keeps this calculator’s inputs and the results shown, to open again from here or from My Account without spending a calculation. Saving spends none.',
  saveWithoutResults:
    'Keeps this calculator’s inputs, to open again from here or from My Account. Calculate first to keep the results too. Saving spends no calculation.',
} as const;

type OpenDialog =
  { kind: 'save' } | { kind: 'rename'; plan: Scenario } | { kind: 'delete'; plan: Scenario } | null;

const itemClass =
  'flex cursor-default items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 outline-none select-none data-highlighted:bg-brand-100 data-highlighted:text-brand-950 data-[state=open]:bg-brand-50';
const labelClass = 'px-3 py-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase';
const contentClass =
  'z-50 max-h-(--radix-dropdown-menu-content-available-height) w-[min(22rem,calc(100vw-1rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-2 shadow-xl';

/**
 * A state of the list (loading, empty, failed) as a dimmed item that does nothing: a menu holds
 * items, and arrow keys reach it, so a screen reader hears it too (Radix skips `disabled` ones).
 */
function MenuNote({ children }: { children: ReactNode }) {
  return (
    <DropdownMenu.Item
      aria-disabled="true"
      onSelect={(event) => event.preventDefault()}
      className="rounded-lg px-3 py-2 text-sm text-slate-600 outline-none select-none data-highlighted:bg-slate-100"
    >
      {children}
    </DropdownMenu.Item>
  );
}

/**
 * "Saved plans" on a calculator screen (signed-in users): Save plan (its name asked, the
 * the product's "Financial data saved successfully!" shown; the results on screen saved with it),
 * then this calculator's plans, each
 * with Open, Rename and Delete, and a link to all of them on My Account. Saving spends no
 * calculation.
 *
 * Open loads the calculator with the plan's search params as a new document, exactly as a
 * shared link opens, and its id in the hash: the form shows the plan and the results it was
 * saved with; nothing is calculated or spent (ADR 043). (A screen reads its plan when it
 * mounts, so changing the search params under it would not change the form.)
 *
 * Radix DropdownMenu: Enter, Space or ArrowDown opens; arrows and type-ahead move (a plan's
 * actions open with ArrowRight); Escape closes and returns focus to the button.
 */
export function SavedPlansMenu({
  calculator,
  userId,
  summary,
}: {
  calculator: CalculatorEntry;
  userId: string;
  /** The results on screen, saved with the plan. */
  summary: ResultSummary | undefined;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const actions = useSavedPlanActions(userId);
  // The plan as the route validated it: what "Copy link" shares.
  const plan = useSearch({ strict: false }) as unknown as Record<string, unknown>;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const openingDialog = useRef(false);
  // The catalogue types slugs as text; they are the registry's.
  const slug = calculator.slug as CalculatorSlug;
  const plansQuery = scenariosQueryOptions(userId, slug);
  const plans = useQuery({ ...plansQuery, enabled: menuOpen });

  const show = (next: NonNullable<OpenDialog>) => {
    openingDialog.current = true;
    setDialog(next);
  };
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };

  const open = (saved: Scenario) => {
    const { publicHref } = router.buildLocation({
      to: calculator.route,
      search: saved.inputs as never,
      hash: openedPlanHash(saved.id),
    });
    if (publicHref.length > MAX_DOCUMENT_HREF_LENGTH) {
      notifyError(savedPlansMenuTexts.tooLongToOpen, savedPlansMenuTexts.tooLongToOpenDescription);
      return;
    }
    loadDocument(publicHref);
  };

  const save = async (name: string) => {
    const saved = await actions.create({
      name,
      calculator: slug,
      inputs: plan,
      ...(summary ? { results: summary } : {}),
    });
    notifySuccess(
      successNotices.financialDataSaved,
      savedPlansMenuTexts.savedDescription(saved.name),
    );
  };

  return (
    <>
      <DropdownMenu.Root open={menuOpen} onOpenChange={setMenuOpen} modal={false}>
        <DropdownMenu.Trigger asChild ref={triggerRef}>
          <SavedPlansTrigger
            // Asks for the list as the pointer or focus arrives, so it is there when it opens.
            onPointerEnter={() => void queryClient.prefetchQuery(plansQuery)}
            onFocus={() => void queryClient.prefetchQuery(plansQuery)}
          />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            className={contentClass}
            onCloseAutoFocus={(event) => {
              // A dialog opened from the menu takes focus; the trigger gets it back after.
              if (openingDialog.current) event.preventDefault();
              openingDialog.current = false;
            }}
          >
            <DropdownMenu.Item className={itemClass} onSelect={() => show({ kind: 'save' })}>
              Save plan…
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="my-2 h-px bg-slate-200" />
            <DropdownMenu.Group>
              <DropdownMenu.Label className={labelClass}>Open a saved plan</DropdownMenu.Label>
              {plans.isPending ? (
                <MenuNote>Loading saved plans...</MenuNote>
              ) : plans.isError ? (
                <>
                  <MenuNote>Your saved plans could not be loaded.</MenuNote>
                  <DropdownMenu.Item
                    className={itemClass}
                    onSelect={(event) => {
                      event.preventDefault();
                      void plans.refetch();
                    }}
                  >
                    Try again
                  </DropdownMenu.Item>
                </>
              ) : plans.data.length === 0 ? (
                <MenuNote>No saved plans for this calculator yet.</MenuNote>
              ) : (
                plans.data.map((saved) => (
                  <DropdownMenu.Sub key={saved.id}>
                    <DropdownMenu.SubTrigger className={itemClass}>
                      <span className="min-w-0">
                        <span className="block truncate font-medium">{saved.name}</span>
                        <span className="block text-xs text-slate-600">
                          {formatSavedDate(saved.updatedAt)}
                        </span>
                      </span>
                      <span aria-hidden="true">›</span>
                    </DropdownMenu.SubTrigger>
                    <DropdownMenu.Portal>
                      <DropdownMenu.SubContent
                        sideOffset={4}
                        collisionPadding={8}
                        className="z-50 min-w-36 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
                      >
                        <DropdownMenu.Item className={itemClass} onSelect={() => open(saved)}>
                          Open
                        </DropdownMenu.Item>
                        <DropdownMenu.Item
                          className={itemClass}
                          onSelect={() => show({ kind: 'rename', plan: saved })}
                        >
                          Rename…
                        </DropdownMenu.Item>
                        <DropdownMenu.Item
                          className={`${itemClass} text-red-800`}
                          onSelect={() => show({ kind: 'delete', plan: saved })}
                        >
                          Delete…
                        </DropdownMenu.Item>
                      </DropdownMenu.SubContent>
                    </DropdownMenu.Portal>
                  </DropdownMenu.Sub>
                ))
              )}
            </DropdownMenu.Group>
            <DropdownMenu.Separator className="my-2 h-px bg-slate-200" />
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/account">All saved plans</Link>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>

      <PlanNameDialog
        open={dialog?.kind === 'save'}
        onOpenChange={closeDialog}
        title="Save plan"
        description={
          summary ? savedPlansMenuTexts.saveWithResults : savedPlansMenuTexts.saveWithoutResults
        }
        submitLabel="Save"
        initialName={`${calculator.title} — ${formatDate(todayIso())}`}
        onSubmit={save}
        returnFocusRef={triggerRef}
      />
      <PlanNameDialog
        open={dialog?.kind === 'rename'}
        onOpenChange={closeDialog}
        title="Rename plan"
        description={dialog?.kind === 'rename' ? `A new name for “${dialog.plan.name}”.` : ''}
        submitLabel="Rename"
        initialName={dialog?.kind === 'rename' ? dialog.plan.name : ''}
        onSubmit={async (name) => {
          if (dialog?.kind === 'rename') await actions.rename(dialog.plan, name);
        }}
        returnFocusRef={triggerRef}
      />
      <DeletePlanDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={closeDialog}
        planName={dialog?.kind === 'delete' ? dialog.plan.name : ''}
        onConfirm={async () => {
          if (dialog?.kind === 'delete') await actions.remove(dialog.plan);
        }}
        returnFocusRef={triggerRef}
      />
    </>
  );
}
