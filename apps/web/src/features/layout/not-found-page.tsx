import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';

/** Shown for any path the router does not know. */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        Page not found
      </h1>
      <p className="mt-4 text-slate-600">
        The page you are looking for does not exist or has moved. Every calculator is listed on the
        home page.
      </p>
      <div className="mt-8 flex justify-center">
        <Button asChild size="lg">
          <Link to="/">Back to home</Link>
        </Button>
      </div>
    </section>
  );
}
