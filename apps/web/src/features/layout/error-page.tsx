import type { ErrorComponentProps } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

/** Shown when a route fails to load or render; offers a retry. */
export function ErrorPage({ reset }: ErrorComponentProps) {
  usePageTitle('Something went wrong');
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-slate-600">
        This page could not be shown. Check your connection and try again.
      </p>
      <div className="mt-8 flex justify-center">
        <Button size="lg" onClick={reset}>
          Try again
        </Button>
      </div>
    </section>
  );
}
