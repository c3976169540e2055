import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: a new page load, with nothing remembered in memory. */
const load = () => import('./analytics-session-ids');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function refuseStorage(): void {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse);
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse);
}

describe('analytics session ids', () => {
  beforeEach(() => {
    vi.resetModules();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the page-view session in session storage as `session_id`: time plus random text', async () => {
    const { pageViewSessionId, SESSION_ID_KEY } = await load();
    const before = Date.now();
    const id = pageViewSessionId();
    expect(SESSION_ID_KEY).toBe('session_id');
    expect(sessionStorage.getItem('session_id')).toBe(id);
    const [time, random] = id.split('-');
    expect(Number(time)).toBeGreaterThanOrEqual(before);
    expect(Number(time)).toBeLessThanOrEqual(Date.now());
    expect(random).toMatch(/^[0-9a-f]{10}$/);
    expect(pageViewSessionId()).toBe(id);
    expect(localStorage.getItem('session_id')).toBeNull();
  });

  it('keeps the calculation session in local storage as `session_id`: a random UUID', async () => {
    const { calculationSessionId } = await load();
    const id = calculationSessionId();
    expect(id).toMatch(UUID);
    expect(localStorage.getItem('session_id')).toBe(id);
    expect(calculationSessionId()).toBe(id);
    expect(sessionStorage.getItem('session_id')).toBeNull();
  });

  it('reuses the ids already stored, as another page of the same tab or browser does', async () => {
    sessionStorage.setItem('session_id', '1750000000000-abcdefghij');
    localStorage.setItem('session_id', '0b7e2c44-7d1f-4a9e-8c6b-1f2e3d4c5b6a');
    const { pageViewSessionId, calculationSessionId } = await load();
    expect(pageViewSessionId()).toBe('1750000000000-abcdefghij');
    expect(calculationSessionId()).toBe('0b7e2c44-7d1f-4a9e-8c6b-1f2e3d4c5b6a');
  });

  it('replaces a stored value the API would refuse', async () => {
    localStorage.setItem('session_id', 'x'.repeat(101));
    const { calculationSessionId } = await load();
    expect(calculationSessionId()).toMatch(UUID);
  });

  it('keeps the ids in memory for the page when storage is refused', async () => {
    refuseStorage();
    const { pageViewSessionId, calculationSessionId } = await load();
    const pageView = pageViewSessionId();
    const calculation = calculationSessionId();
    expect(pageView).toMatch(/^\d+-[0-9a-f]{10}$/);
    expect(calculation).toMatch(UUID);
    expect(pageViewSessionId()).toBe(pageView);
    expect(calculationSessionId()).toBe(calculation);
  });

  it('keeps the ids in memory when reaching storage at all throws', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const { calculationSessionId } = await load();
    const id = calculationSessionId();
    expect(id).toMatch(UUID);
    expect(calculationSessionId()).toBe(id);
  });
});
