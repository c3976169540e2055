import { EngineError } from '@freedompath/engine';
import { runwayProbability } from '@freedompath/engine/fire';
import type { RunwayProfile } from '@freedompath/engine/runway';
import { describe, expect, it } from 'vitest';
import { InThreadWorker } from '../test-support/in-thread-worker';
import { createSimulationClient } from './simulation-client';
import type { SimulationWorker } from './simulation-client';
import type { SimulationMessage, SimulationRequest } from './simulation-protocol';

/** A worker the test answers by hand, so each step of a run is in the test's order. */
class ScriptedWorker implements SimulationWorker {
  onmessage: ((event: MessageEvent<SimulationMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  requests: SimulationRequest[] = [];
  terminated = false;

  postMessage(request: SimulationRequest): void {
    this.requests.push(request);
  }

  terminate(): void {
    this.terminated = true;
  }

  answer(message: SimulationMessage): void {
    this.onmessage?.(new MessageEvent('message', { data: message }));
  }
}

function scripted() {
  const workers: ScriptedWorker[] = [];
  const client = createSimulationClient(() => {
    const worker = new ScriptedWorker();
    workers.push(worker);
    return worker;
  });
  return { client, workers };
}

const profile: RunwayProfile = {
  breakDuration: 18,
  currentSavings: 20_000,
  stockInvestments: 30_000,
  cryptoInvestments: 0,
  monthlyExpensesDuringBreak: 3_000,
};
const job = { kind: 'runway-probability', profile, options: { runs: 200 } } as const;
const resultOf = (id: number) =>
  ({
    id,
    type: 'result',
    result: {
      probability: 87,
      runs: 200,
      seed: 1,
      targetMonths: 18,
      medianEndingTotal: 1,
      p10EndingTotal: 0,
    },
  }) as const;

describe('createSimulationClient', () => {
  it('posts the job, passes progress on, resolves with the result and keeps the worker', async () => {
    const { client, workers } = scripted();
    const progress: number[] = [];
    const running = client.run(job, { onProgress: (fraction) => progress.push(fraction) });
    const [worker] = workers;
    expect(worker?.requests).toEqual([{ ...job, id: 1 }]);
    worker?.answer({ id: 1, type: 'progress', fraction: 0.5 });
    worker?.answer(resultOf(1));
    await expect(running).resolves.toMatchObject({ probability: 87 });
    expect(progress).toEqual([0.5]);

    const again = client.run(job);
    expect(workers).toHaveLength(1);
    worker?.answer(resultOf(2));
    await expect(again).resolves.toMatchObject({ targetMonths: 18 });
  });

  it('terminates the worker on abort, rejects with an AbortError and starts afresh next time', async () => {
    const { client, workers } = scripted();
    const controller = new AbortController();
    const running = client.run(job, { signal: controller.signal });
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    await expect(running).rejects.toBeInstanceOf(DOMException);
    expect(workers[0]?.terminated).toBe(true);
    // A late answer of the terminated worker changes nothing.
    workers[0]?.answer(resultOf(1));

    const next = client.run(job);
    expect(workers).toHaveLength(2);
    workers[1]?.answer(resultOf(2));
    await expect(next).resolves.toMatchObject({ probability: 87 });
  });

  it('sends the runs of other callers again to the fresh worker when one is cancelled', async () => {
    const { client, workers } = scripted();
    const controller = new AbortController();
    const cancelled = client.run(job, { signal: controller.signal });
    const other = client.run({ ...job, options: { runs: 300 } });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers[1]?.requests).toEqual([{ ...job, options: { runs: 300 }, id: 2 }]);
    workers[1]?.answer(resultOf(2));
    await expect(other).resolves.toMatchObject({ probability: 87 });
  });

  it('rejects at once, starting no worker, when the signal has already aborted', async () => {
    const { client, workers } = scripted();
    await expect(client.run(job, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(workers).toHaveLength(0);
  });

  it('throws an EngineError for the issues the worker posts, else an Error', async () => {
    const { client, workers } = scripted();
    const invalid = client.run(job);
    const issues = [{ path: 'currentSavings', message: 'Savings cannot be negative' }];
    workers[0]?.answer({ id: 1, type: 'error', message: 'invalid', issues });
    const error: unknown = await invalid.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).issues).toEqual(issues);

    const broken = client.run(job);
    workers[0]?.answer({ id: 2, type: 'error', message: 'INVARIANT: broken', issues: null });
    await expect(broken).rejects.toThrow(new Error('INVARIANT: broken'));
  });

  it('fails every run in flight when the worker itself fails, then starts a new one', async () => {
    const { client, workers } = scripted();
    const first = client.run(job);
    const second = client.run(job);
    workers[0]?.onerror?.(new ErrorEvent('error', { message: 'script failed to load' }));
    await expect(first).rejects.toThrow('The simulation worker failed: script failed to load');
    await expect(second).rejects.toThrow('The simulation worker failed');
    expect(workers[0]?.terminated).toBe(true);
    void client.run(job).catch(() => undefined);
    expect(workers).toHaveLength(2);
  });

  it('says the simulation could not start when the worker script fails to load', async () => {
    const { client, workers } = scripted();
    const running = client.run(job);
    // A script that fails to load fires a plain Event, with no message.
    workers[0]?.onerror?.(new Event('error') as ErrorEvent);
    await expect(running).rejects.toThrow(new Error('The simulation could not start.'));
  });

  it('rejects a run whose worker cannot be created, keeping nothing of it', async () => {
    const workers: ScriptedWorker[] = [];
    let refuse = true;
    const client = createSimulationClient(() => {
      if (refuse) throw new DOMException('Workers are not allowed here.', 'SecurityError');
      const worker = new ScriptedWorker();
      workers.push(worker);
      return worker;
    });
    await expect(client.run(job)).rejects.toMatchObject({ name: 'SecurityError' });

    refuse = false;
    const other = client.run({ ...job, options: { runs: 300 } });
    const controller = new AbortController();
    const cancelled = client.run(job, { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    // Only the run still in flight is sent again, not the one that never started.
    expect(workers[1]?.requests).toEqual([{ ...job, options: { runs: 300 }, id: 1 }]);
    workers[1]?.answer(resultOf(1));
    await expect(other).resolves.toMatchObject({ probability: 87 });
  });

  it('cancels everything on dispose', async () => {
    const { client, workers } = scripted();
    const running = client.run(job);
    client.dispose();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers[0]?.terminated).toBe(true);
  });

  it('answers as the engine does, through the worker’s request handler', async () => {
    const client = createSimulationClient(() => new InThreadWorker());
    await expect(client.run(job)).resolves.toEqual(runwayProbability(profile, { runs: 200 }));
    const invalid = client.run({ ...job, profile: { ...profile, monthlyExpensesDuringBreak: -1 } });
    await expect(invalid).rejects.toBeInstanceOf(EngineError);
  });
});
