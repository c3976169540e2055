import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/** What could not be loaded, announced, with a Try again button beneath it. */
export function RetryNotice({
  children,
  onRetry,
  className,
}: {
  children: ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={cn('grid justify-items-start gap-3', className)}>
      <p role="alert">{children}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
