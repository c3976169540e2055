import { EngineError } from '@freedompath/engine';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { SESSION_HINT_KEY, sessionStore } from '@/lib/session-store';
import { aSession, apiError, stubApi } from '@/test/api-stub';
import type { StubReply, StubRequest } from '@/test/api-stub';
import { anEntitlements as entitlements } from '@/test/entitlements-fixture';
import { getCalculationEvents } from '@/lib/analytics/calculation-event-sink';
import { renderWithRouter } from '../test-support/render-with-router';
import { CalculateButton } from './calculate-button';
import { FREE_CALCULATIONS_USED_KEY, freeCalculationCounter } from './free-calculation-counter';
import type { CalculationGate, CalculationOutcome } from './use-calculation-gate';
import { useCalculationGate } from './use-calculation-gate';

/** A tiny screen: doubles its input; negative input is invalid; 13 makes the engine throw. */
function Doubler({
  input,
  onOutcome,
}: {
  input: () => number;
  onOutcome: (o: CalculationOutcome<number>) => void;
}) {
  const gate = useCalculationGate('runway-calculator');
  const [result, setResult] = useState<number>();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void gate
          .run({
            inputs: { value: input() },
            validate: ({ value }) =>
              value < 0 ? [{ path: 'value', message: 'Must be positive' }] : [],
            calculate: ({ value }) => {
              if (value === 13) throw new Error('unlucky');
              if (value === 99) throw new EngineError([{ path: 'value', message: 'Too big' }]);
              return value * 2;
            },
          })
          .then((outcome) => {
            if (outcome.status === 'calculated') setResult(outcome.result);
            onOutcome(outcome);
          });
      }}
    >
      <CalculateButton gate={gate} label="Calculate" type="submit" />
      {result === undefined ? null : <p>Result {result}</p>}
    </form>
  );
}

async function setup(input: () => number = () => 1) {
  const outcomes: Array<CalculationOutcome<number>> = [];
  const user = userEvent.setup();
  const view = renderWithRouter(() => (
    <Doubler input={input} onOutcome={(o) => outcomes.push(o)} />
  ));
  await screen.findByRole('button');
  return { ...view, user, outcomes };
}

describe('useCalculationGate (anonymous visitor)', () => {
  it('spends the 5 free calculations, notes the last two, then refuses and sends to /pricing', async () => {
    const { user, router, outcomes } = await setup();
    const button = () => screen.getByRole('button');
    expect(button().textContent).toBe('Calculate');
    expect(screen.queryByRole('status')).toBeNull();

    for (let n = 1; n <= 5; n += 1) {
      await user.click(button());
      await waitFor(() => expect(outcomes).toHaveLength(n));
      expect(localStorage.getItem(FREE_CALCULATIONS_USED_KEY)).toBe(String(n));
    }
    expect(outcomes.map((o) => o.status)).toEqual(Array(5).fill('calculated'));
    expect(screen.getByText('Result 2')).toBeTruthy();

    expect(button().textContent).toBe('Sign In or Upgrade to Continue');
    expect(screen.queryByRole('status')).toBeNull();

    await user.click(button());
    await waitFor(() => expect(outcomes).toHaveLength(6));
    expect(outcomes[5]).toEqual({ status: 'refused' });
    expect(localStorage.getItem(FREE_CALCULATIONS_USED_KEY)).toBe('5');
    expect(toastStore.getSnapshot().map((t) => t.title)).toContain(
      "You've used all your free calculations. Please sign in or upgrade to continue.",
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('shows "N calculations remaining" once fewer than 3 remain', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '2');
    const { user, outcomes } = await setup();
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('2 calculations remaining');
    await user.click(screen.getByRole('button'));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('1 calculation remaining'),
    );
  });

  it('spends nothing on invalid input or an engine validation error', async () => {
    let value = -1;
    const { user, outcomes } = await setup(() => value);
    await user.click(screen.getByRole('button'));
    value = 99;
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(outcomes).toHaveLength(2));
    expect(outcomes).toEqual([
      { status: 'invalid', issues: [{ path: 'value', message: 'Must be positive' }] },
      { status: 'invalid', issues: [{ path: 'value', message: 'Too big' }] },
    ]);
    expect(freeCalculationCounter.used()).toBe(0);
    expect(getCalculationEvents().filter((e) => e.type === 'completed')).toHaveLength(0);
  });

  it('shows Calculation Error and spends nothing when the engine throws unexpectedly', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, outcomes } = await setup(() => 13);
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]?.status).toBe('failed');
    expect(freeCalculationCounter.used()).toBe(0);
    expect(toastStore.getSnapshot()).toContainEqual(
      expect.objectContaining({
        title: 'Calculation Error',
        description: 'Error performing calculation, please try again.',
      }),
    );
  });

  it('reports the completed event with inputs and results', async () => {
    const { user, outcomes } = await setup(() => 4);
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    const completed = getCalculationEvents().find((e) => e.type === 'completed');
    expect(completed).toMatchObject({
      calculatorType: 'runway-calculator',
      inputs: { value: 4 },
      results: 8,
    });
  });

  it('treats a corrupt stored counter as nothing used', () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, 'lots');
    expect(freeCalculationCounter.remaining()).toBe(5);
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '40');
    expect(freeCalculationCounter.remaining()).toBe(0);
  });
});

function signIn() {
  act(() => sessionStore.signIn(aSession()));
}

function toastTitles(): string[] {
  return toastStore.getSnapshot().map((toast) => toast.title);
}

/** A server that keeps a signed-in free user's count, as the API does. */
function quotaServer(startRemaining: number) {
  let remaining = startRemaining;
  const keys = new Set<string>();
  const consume = ({ body }: StubRequest): StubReply => {
    const { idempotencyKey } = body as { idempotencyKey: string };
    if (keys.has(idempotencyKey)) return { status: 200, body: { remaining } };
    if (remaining === 0) {
      return apiError(
        402,
        'QUOTA_EXCEEDED',
        "You've used all your calculations. Please upgrade to continue.",
      );
    }
    keys.add(idempotencyKey);
    remaining -= 1;
    return { status: 200, body: { remaining } };
  };
  const stub = stubApi({
    'GET /me/entitlements': () => ({
      status: 200,
      body: entitlements({ used: 5 - remaining, remaining }),
    }),
    'POST /quota/consume': consume,
  });
  const consumes = () => stub.requests.filter((r) => r.path === '/quota/consume');
  return { ...stub, consumes };
}

describe('useCalculationGate (signed in)', () => {
  it('spends a free user’s calculations on the server, a new key per action, then refuses', async () => {
    const server = quotaServer(2);
    signIn();
    const { user, router, outcomes } = await setup();
    const button = () => screen.getByRole('button');
    await waitFor(() => expect(server.requests.map((r) => r.path)).toContain('/me/entitlements'));

    await user.click(button());
    await waitFor(() => expect(outcomes).toHaveLength(1));
    await user.click(button());
    await waitFor(() => expect(outcomes).toHaveLength(2));
    expect(outcomes.map((o) => o.status)).toEqual(['calculated', 'calculated']);

    const [first, second] = server.consumes();
    expect(first?.body).toMatchObject({ calculationType: 'scenario' });
    expect((first?.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(first?.headers.get('Authorization')).toBe('Bearer access-1');
    expect((second?.body as { idempotencyKey: string }).idempotencyKey).not.toBe(
      (first?.body as { idempotencyKey: string }).idempotencyKey,
    );
    // The browser's anonymous counter is not touched, and no note is shown when signed in.
    expect(freeCalculationCounter.used()).toBe(0);
    expect(screen.queryByRole('status')).toBeNull();

    // The server's remaining (0) is now the gate's: the button says so and refuses at once.
    await waitFor(() => expect(button().textContent).toBe('Upgrade to Calculate More Scenarios'));
    await user.click(button());
    await waitFor(() => expect(outcomes).toHaveLength(3));
    expect(outcomes[2]).toEqual({ status: 'refused' });
    expect(server.consumes()).toHaveLength(2);
    expect(toastTitles()).toContain(
      "You've used all your calculations. Please upgrade to continue.",
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('withholds the result and refuses when the server answers 402', async () => {
    // Another tab spent the last one: the cached entitlements still say 1 left.
    stubApi({
      'GET /me/entitlements': { status: 200, body: entitlements({ used: 4, remaining: 1 }) },
      'POST /quota/consume': apiError(402, 'QUOTA_EXCEEDED', 'none left'),
    });
    signIn();
    const { user, router, outcomes } = await setup();
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('Calculate'));
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]).toEqual({ status: 'refused' });
    expect(screen.queryByText(/Result/)).toBeNull();
    expect(getCalculationEvents().filter((e) => e.type === 'completed')).toHaveLength(0);
    expect(toastTitles()).toContain(
      "You've used all your calculations. Please upgrade to continue.",
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('aborts with "Error recording calculation" when the consume fails otherwise', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { requests } = stubApi({
      'GET /me/entitlements': { status: 200, body: entitlements() },
      'POST /quota/consume': apiError(500, 'INTERNAL_SERVER_ERROR', 'Something went wrong'),
    });
    signIn();
    const { user, outcomes } = await setup();
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]).toEqual({ status: 'aborted' });
    expect(screen.queryByText(/Result/)).toBeNull();
    expect(toastTitles()).toEqual(['Error recording calculation']);
    expect(getCalculationEvents().filter((e) => e.type === 'completed')).toHaveLength(0);
    // A 500 is an answer: not sent again.
    expect(requests.filter((r) => r.path === '/quota/consume')).toHaveLength(1);
  });

  it('sends a consume whose answer was lost once more with the same key', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    const { requests } = stubApi({
      'GET /me/entitlements': { status: 200, body: entitlements() },
      'POST /quota/consume': () => {
        calls += 1;
        return calls === 1 ? 'network-error' : { status: 200, body: { remaining: 4 } };
      },
    });
    signIn();
    const { user, outcomes } = await setup();
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]).toEqual({ status: 'calculated', result: 2 });
    const keys = requests
      .filter((r) => r.path === '/quota/consume')
      .map((r) => (r.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives up with "Error recording calculation" when the retry finds no connection either', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi({
      'GET /me/entitlements': { status: 200, body: entitlements() },
      'POST /quota/consume': 'network-error',
    });
    signIn();
    const { user, outcomes } = await setup();
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]).toEqual({ status: 'aborted' });
    expect(toastTitles()).toEqual(['Error recording calculation']);
  });

  it('ignores a second calculate while the first waits for its consume: one spent, one result', async () => {
    let answer: (reply: StubReply) => void = () => undefined;
    const { requests } = stubApi({
      'GET /me/entitlements': { status: 200, body: entitlements() },
      'POST /quota/consume': () => new Promise<StubReply>((resolve) => (answer = resolve)),
    });
    signIn();
    const { user, outcomes } = await setup();
    await user.dblClick(screen.getByRole('button'));
    await waitFor(() => expect(outcomes).toEqual([{ status: 'busy' }]));
    const consumes = () => requests.filter((r) => r.path === '/quota/consume');
    expect(consumes()).toHaveLength(1);
    await act(async () => {
      answer({ status: 200, body: { remaining: 4 } });
      await Promise.resolve();
    });
    await waitFor(() => expect(outcomes).toHaveLength(2));
    expect(outcomes[1]).toEqual({ status: 'calculated', result: 2 });
    expect(consumes()).toHaveLength(1);
    expect(getCalculationEvents().filter((e) => e.type === 'completed')).toHaveLength(1);
    // Once it has ended, the next action runs (and spends) again.
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(consumes()).toHaveLength(2));
    act(() => answer({ status: 200, body: { remaining: 3 } }));
    await waitFor(() => expect(outcomes).toHaveLength(3));
    expect(outcomes[2]).toEqual({ status: 'calculated', result: 2 });
  });

  it('lets paid users and the admin calculate without counting or recording', async () => {
    for (const answer of [
      entitlements({ plan: 'monthly', paid: true, remaining: null }),
      entitlements({ paid: true, admin: true, remaining: null, used: 5 }),
    ]) {
      const { requests } = stubApi({ 'GET /me/entitlements': { status: 200, body: answer } });
      signIn();
      const { user, outcomes, unmount } = await setup();
      await waitFor(() => expect(requests.map((r) => r.path)).toContain('/me/entitlements'));
      for (let n = 1; n <= 6; n += 1) {
        await user.click(screen.getByRole('button'));
        await waitFor(() => expect(outcomes).toHaveLength(n));
      }
      expect(outcomes.every((o) => o.status === 'calculated')).toBe(true);
      expect(requests.filter((r) => r.path === '/quota/consume')).toHaveLength(0);
      expect(freeCalculationCounter.used()).toBe(0);
      expect(screen.getByRole('button').textContent).toBe('Calculate');
      unmount();
      act(() => sessionStore.clear());
    }
  });

  it('asks the server when the entitlements could not be loaded, rather than guessing', async () => {
    const { requests } = stubApi({
      'GET /me/entitlements': apiError(503, 'DATABASE_UNAVAILABLE', 'Try again shortly'),
      'POST /quota/consume': { status: 200, body: { remaining: 4 } },
    });
    signIn();
    const { user, outcomes } = await setup();
    await waitFor(() => expect(requests.map((r) => r.path)).toContain('/me/entitlements'));
    // Unknown: no exhausted label, no refusal.
    expect(screen.getByRole('button').textContent).toBe('Calculate');
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]).toEqual({ status: 'calculated', result: 2 });
    expect(requests.filter((r) => r.path === '/quota/consume')).toHaveLength(1);
    // With nothing cached, the gate asks for the entitlements again after the consume.
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/me/entitlements').length).toBeGreaterThan(1),
    );
  });

  it('waits for a saved session before deciding, so a signed-in user is not counted as anonymous', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    sessionStore.reset();
    let refreshed: (reply: StubReply) => void = () => undefined;
    const { requests } = stubApi({
      'POST /auth/refresh': () => new Promise<StubReply>((resolve) => (refreshed = resolve)),
      'GET /me/entitlements': { status: 200, body: entitlements({ used: 1, remaining: 4 }) },
      'POST /quota/consume': { status: 200, body: { remaining: 3 } },
    });
    act(() => sessionStore.start());
    const { user, outcomes } = await setup();
    await user.click(screen.getByRole('button'));
    expect(outcomes).toHaveLength(0);
    await act(async () => {
      refreshed({ status: 200, body: aSession() });
      await Promise.resolve();
    });
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]).toEqual({ status: 'calculated', result: 2 });
    expect(freeCalculationCounter.used()).toBe(0);
    expect(requests.filter((r) => r.path === '/quota/consume')).toHaveLength(1);
    act(() => sessionStore.stop());
  });
});

/** A gate a test drives directly, for calculations that answer later (the simulation worker). */
async function gateProbe() {
  let current: CalculationGate | undefined;
  function Probe({ onGate }: { onGate: (gate: CalculationGate) => void }) {
    const gate = useCalculationGate('fire-calculator');
    useEffect(() => onGate(gate), [gate, onGate]);
    return <p>probe</p>;
  }
  const keep = (gate: CalculationGate) => {
    current = gate;
  };
  renderWithRouter(() => <Probe onGate={keep} />);
  await screen.findByText('probe');
  return () => {
    if (!current) throw new Error('the probe has not rendered');
    return current;
  };
}

/** A calculation whose answer the test gives, recording the signal it was handed. */
function later<Result>() {
  let answer: (result: Result) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const signals: AbortSignal[] = [];
  const calculate = (_inputs: unknown, signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<Result>((resolve, reject) => {
      answer = resolve;
      fail = reject;
    });
  };
  return { calculate, signals, answer: (r: Result) => answer(r), fail: (e: unknown) => fail(e) };
}

const completedEvents = () => getCalculationEvents().filter((e) => e.type === 'completed');

describe('useCalculationGate (a calculation that answers later)', () => {
  it('waits for it, then spends, reports and shows the notice as for a quick one', async () => {
    const gate = await gateProbe();
    const calculation = later<number>();
    const outcome = gate().run({
      inputs: { runs: 10 },
      validate: () => [],
      calculate: calculation.calculate,
      successNotice: 'Calculation complete',
    });
    await waitFor(() => expect(calculation.signals).toHaveLength(1));
    expect(calculation.signals[0]?.aborted).toBe(false);
    calculation.answer(42);
    await expect(outcome).resolves.toEqual({ status: 'calculated', result: 42 });
    expect(freeCalculationCounter.used()).toBe(1);
    expect(completedEvents()).toHaveLength(1);
    expect(toastTitles()).toEqual(['Calculation complete']);
  });

  it('ends cancelled, spending and showing nothing, when the signal aborts first', async () => {
    const gate = await gateProbe();
    const calculation = later<number>();
    const controller = new AbortController();
    const outcome = gate().run(
      { inputs: {}, validate: () => [], calculate: calculation.calculate, successNotice: 'Done' },
      { signal: controller.signal },
    );
    await waitFor(() => expect(calculation.signals).toHaveLength(1));
    controller.abort();
    expect(calculation.signals[0]?.aborted).toBe(true);
    // Whether the calculation then answers or throws its AbortError, the run was cancelled.
    calculation.answer(42);
    await expect(outcome).resolves.toEqual({ status: 'cancelled' });

    const rejected = later<number>();
    const second = new AbortController();
    const thrown = gate().run(
      { inputs: {}, validate: () => [], calculate: rejected.calculate },
      { signal: second.signal },
    );
    await waitFor(() => expect(rejected.signals).toHaveLength(1));
    second.abort();
    rejected.fail(new DOMException('The simulation was cancelled.', 'AbortError'));
    await expect(thrown).resolves.toEqual({ status: 'cancelled' });

    expect(freeCalculationCounter.used()).toBe(0);
    expect(completedEvents()).toHaveLength(0);
    expect(toastTitles()).toEqual([]);
  });

  it('does not calculate at all when the signal has already aborted', async () => {
    const gate = await gateProbe();
    const calculate = vi.fn(() => 1);
    await expect(
      gate().run({ inputs: {}, validate: () => [], calculate }, { signal: AbortSignal.abort() }),
    ).resolves.toEqual({ status: 'cancelled' });
    expect(calculate).not.toHaveBeenCalled();
  });

  it('keeps a result accepted before the abort: it is spent and shown', async () => {
    let answer: (reply: StubReply) => void = () => undefined;
    const { requests } = stubApi({
      'GET /me/entitlements': { status: 200, body: entitlements() },
      'POST /quota/consume': () => new Promise<StubReply>((resolve) => (answer = resolve)),
    });
    signIn();
    const gate = await gateProbe();
    const controller = new AbortController();
    const outcome = gate().run(
      { inputs: {}, validate: () => [], calculate: () => Promise.resolve(7) },
      { signal: controller.signal },
    );
    // The consume is in flight: the calculation counts now, whatever happens to the inputs.
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/quota/consume')).toHaveLength(1),
    );
    controller.abort();
    answer({ status: 200, body: { remaining: 4 } });
    await expect(outcome).resolves.toEqual({ status: 'calculated', result: 7 });
  });

  it('answers busy to a second run while the first one calculates', async () => {
    const gate = await gateProbe();
    const calculation = later<number>();
    const first = gate().run({ inputs: {}, validate: () => [], calculate: calculation.calculate });
    await waitFor(() => expect(calculation.signals).toHaveLength(1));
    await expect(
      gate().run({ inputs: {}, validate: () => [], calculate: () => 1 }),
    ).resolves.toEqual({ status: 'busy' });
    calculation.answer(3);
    await expect(first).resolves.toEqual({ status: 'calculated', result: 3 });
  });

  it('ends cancelled, showing no error, when it rejects with an AbortError its signal did not cause', async () => {
    // The simulation hook aborts its own run when its screen unmounts, whatever the gate's signal.
    const warn = vi.spyOn(console, 'warn');
    const gate = await gateProbe();
    const calculation = later<number>();
    const controller = new AbortController();
    const outcome = gate().run(
      { inputs: {}, validate: () => [], calculate: calculation.calculate },
      { signal: controller.signal },
    );
    await waitFor(() => expect(calculation.signals).toHaveLength(1));
    calculation.fail(new DOMException('The simulation was cancelled.', 'AbortError'));
    await expect(outcome).resolves.toEqual({ status: 'cancelled' });
    expect(controller.signal.aborted).toBe(false);
    expect(toastTitles()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    expect(freeCalculationCounter.used()).toBe(0);
  });

  it('reports what `report` makes of the result with the completed event, and shows the result', async () => {
    const gate = await gateProbe();
    const outcome = gate().run({
      inputs: { runs: 2 },
      validate: () => [],
      calculate: () => ({ runs: [1, 2], median: 1.5 }),
      report: ({ median }) => ({ median }),
    });
    await expect(outcome).resolves.toEqual({
      status: 'calculated',
      result: { runs: [1, 2], median: 1.5 },
    });
    expect(completedEvents()).toEqual([
      expect.objectContaining({ inputs: { runs: 2 }, results: { median: 1.5 } }),
    ]);
  });

  it('treats an EngineError it rejects with as invalid input', async () => {
    const gate = await gateProbe();
    const issues = [{ path: 'annualSpending', message: 'Too much' }];
    await expect(
      gate().run({
        inputs: {},
        validate: () => [],
        calculate: () => Promise.reject(new EngineError(issues)),
      }),
    ).resolves.toEqual({ status: 'invalid', issues });
    expect(freeCalculationCounter.used()).toBe(0);
  });
});
