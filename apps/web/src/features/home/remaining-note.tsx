import { useViewer } from '../calculators/kit/gate/use-viewer';
import { remainingNote } from '../calculators/kit/gate/viewer-from';

/**
 * The anonymous visitor's "N calculations remaining" once fewer than 3 are left
 * (product: platform#free-limit), the same note the calculate buttons carry.
 */
export function RemainingNote() {
  const viewer = useViewer();
  const note = viewer.kind === 'anonymous' ? remainingNote(viewer.remaining) : null;
  if (!note) return null;
  return (
    <p className="inline-flex w-fit items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
      {note}
    </p>
  );
}
