import { Link } from '@tanstack/react-router';

/** The notice every calculator page carries (product: platform#legal-pages). */
export function DisclaimerNotice() {
  return (
    <aside
      aria-label="Disclaimer"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p>
        <strong className="font-semibold">Disclaimer:</strong> FreedomPath&apos;s tools are for
        informational purposes only and are not financial, investment, tax or legal advice. Results
        are estimates based on the numbers you enter; consult a qualified professional before making
        decisions. Read the full{' '}
        <Link to="/disclaimer" className="font-medium underline underline-offset-2">
          disclaimer
        </Link>
        .
      </p>
    </aside>
  );
}
