import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceType, screenResolution, userAgent } from './client-facts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

function browser({ ua, narrow }: { ua: string; narrow: boolean }): void {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: narrow && query === '(max-width: 767px)', media: query })),
  );
}

describe('client facts', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('says mobile for a narrow window or a mobile browser, else desktop', () => {
    browser({ ua: DESKTOP, narrow: false });
    expect(deviceType()).toBe('desktop');
    browser({ ua: DESKTOP, narrow: true });
    expect(deviceType()).toBe('mobile');
    browser({ ua: IPHONE, narrow: false });
    expect(deviceType()).toBe('mobile');
  });

  it('says desktop where matchMedia is missing and the browser is not a mobile one', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP);
    vi.stubGlobal('matchMedia', undefined);
    expect(deviceType()).toBe('desktop');
  });

  it('gives the screen as width x height', () => {
    vi.spyOn(screen, 'width', 'get').mockReturnValue(1920);
    vi.spyOn(screen, 'height', 'get').mockReturnValue(1080);
    expect(screenResolution()).toBe('1920x1080');
  });

  it('cuts the user agent to the length the API takes', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('a'.repeat(600));
    expect(userAgent()).toHaveLength(512);
  });
});
