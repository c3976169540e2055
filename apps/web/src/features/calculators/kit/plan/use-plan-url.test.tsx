import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test-support/render-with-router';
import { usePlanUrl } from './use-plan-url';

function Form() {
  const [savings, setSavings] = useState(100);
  usePlanUrl({ savings });
  return (
    <button type="button" onClick={() => setSavings((value) => value + 1)}>
      savings {savings}
    </button>
  );
}

describe('usePlanUrl', () => {
  it('replaces the URL search with the plan when it changes, adding no history entry', async () => {
    const { router, history } = renderWithRouter(() => <Form />, '/?savings=100');
    const button = await screen.findByRole('button');
    const historyLength = history.length;
    expect(router.state.location.search).toEqual({ savings: 100 });

    await act(async () => {
      button.click();
      await Promise.resolve();
    });
    await screen.findByText('savings 101');
    await act(() => router.load());
    expect(router.state.location.search).toEqual({ savings: 101 });
    expect(router.state.location.pathname).toBe('/');
    expect(history.length).toBe(historyLength);
  });

  it('does not rewrite the URL on first render', async () => {
    const { router } = renderWithRouter(() => <Form />, '/?savings=100&other=1');
    await screen.findByRole('button');
    expect(router.state.location.searchStr).toBe('?savings=100&other=1');
  });
});
