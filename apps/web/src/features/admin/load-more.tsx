import { Button } from '@/components/ui/button';
import { RetryNotice } from '@/components/ui/retry-notice';

/** The part of a TanStack infinite query that pages on. */
interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** Below a paged list: the next page's button, or a retry when loading it failed. */
export function LoadMore({
  pages,
  label,
  failure,
}: {
  pages: Pages;
  label: string;
  /** What could not be loaded, e.g. "We could not load more users." */
  failure: string;
}) {
  if (pages.isFetchNextPageError) {
    return (
      <RetryNotice className="mt-4" onRetry={() => void pages.fetchNextPage()}>
        {failure}
      </RetryNotice>
    );
  }
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className="mt-4"
      disabled={pages.isFetchingNextPage}
      aria-busy={pages.isFetchingNextPage || undefined}
      onClick={() => void pages.fetchNextPage()}
    >
      {label}
    </Button>
  );
}
