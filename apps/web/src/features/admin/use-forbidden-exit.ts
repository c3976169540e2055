import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { isForbidden } from './admin-queries';

/**
 * Leaves for `/` when the API answers 403 (the viewer is no admin any more), and asks `/me`
 * again so the header drops its Dashboard link. The returned function tells whether it left.
 */
export function useForbiddenExit(): (error: unknown) => boolean {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (error: unknown) => {
      if (!isForbidden(error)) return false;
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      void navigate({ to: '/', replace: true });
      return true;
    },
    [navigate, queryClient],
  );
}

/** Leaves for `/` once a query of the screen fails with 403. */
export function useExitOnForbidden(error: unknown): void {
  const exit = useForbiddenExit();
  useEffect(() => {
    exit(error);
  }, [error, exit]);
}
