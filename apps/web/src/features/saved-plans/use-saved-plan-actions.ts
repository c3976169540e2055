import type { CreateScenarioBody, Scenario } from '@freedompath/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toastStore } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-error';
import { scenariosApi } from './scenarios-api';
import { scenariosQueryKey } from './scenarios-query-options';
import { savedPlanTexts } from './saved-plan-texts';

function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * Saves, renames and deletes the signed-in user's plans, then refreshes every saved-plans
 * list of theirs (the calculator's menu and My Account). Rename and delete toast their
 * outcome; a failure rejects with the API's error for the dialog to show. A plan deleted
 * meanwhile (in another tab) answers 404: the lists drop it, and deleting it again succeeds.
 */
export function useSavedPlanActions(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: scenariosQueryKey(userId) });
  };
  return {
    async create(body: CreateScenarioBody): Promise<Scenario> {
      const created = await scenariosApi.create(body);
      refresh();
      return created;
    },
    async rename(plan: Scenario, name: string): Promise<void> {
      const renamed = await scenariosApi.update(plan.id, { name }).catch((error: unknown) => {
        if (isGone(error)) refresh();
        throw error;
      });
      refresh();
      toastStore.show({
        title: savedPlanTexts.renamed,
        description: `“${plan.name}” is now “${renamed.name}”.`,
        variant: 'success',
      });
    },
    async remove(plan: Scenario): Promise<void> {
      await scenariosApi.remove(plan.id).catch((error: unknown) => {
        if (!isGone(error)) throw error;
      });
      refresh();
      toastStore.show({
        title: savedPlanTexts.deleted,
        description: `“${plan.name}” was deleted.`,
        variant: 'success',
      });
    },
  };
}
