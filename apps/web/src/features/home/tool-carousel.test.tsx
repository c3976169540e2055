import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../calculators/kit/test-support/render-with-router';
import { ROTATION_INTERVAL_MS, ToolCarousel } from './tool-carousel';

/** A `window.matchMedia` whose reduced-motion answer the test sets, and changes. */
function stubMotionPreference({ reduce }: { reduce: boolean }) {
  const listeners = new Set<() => void>();
  const list = {
    matches: reduce,
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = vi.fn((query: string) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return list;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    change(next: boolean) {
      list.matches = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

async function renderCarousel() {
  renderWithRouter(() => <ToolCarousel />);
  // The router renders its first match after a few microtasks, not on a timer.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  return screen.getByRole('region', { name: 'Featured calculators' });
}

const slides = () => screen.getAllByRole('group', { name: /^\d of 5$/ });

/** The label of the slide on show (the others are inert). */
const current = () =>
  slides()
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.getAttribute('aria-label'));

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ToolCarousel', () => {
  it('is an APG carousel of five linked slides with their carousel badges', async () => {
    stubMotionPreference({ reduce: false });
    const carousel = await renderCarousel();
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(slides().map((slide) => slide.getAttribute('aria-roledescription'))).toEqual(
      Array(5).fill('slide'),
    );
    const shown = slides().map((slide) => ({
      link: within(slide).getByRole('link').textContent,
      href: within(slide).getByRole('link').getAttribute('href'),
      badge: slide.querySelector('p > span')?.textContent ?? null,
    }));
    expect(shown).toEqual([
      {
        link: 'Career Break Budget Calculator',
        href: '/career-break-calculator',
        badge: 'Popular',
      },
      { link: 'Compensation Comparison', href: '/compensation-calculator', badge: 'New' },
      { link: 'Part-Time vs Full-Time Calculator', href: '/part-time-calculator', badge: null },
      { link: 'Runway Calculator', href: '/runway-calculator', badge: 'Featured' },
      { link: 'Debt Paydown Calculator', href: '/debt-paydown-calculator', badge: 'New' },
    ]);
    expect(current()).toEqual(['1 of 5']);
  });

  it('sizes the previews, loads all but the first lazily and names what they show', async () => {
    stubMotionPreference({ reduce: false });
    await renderCarousel();
    const images = slides().map((slide) => within(slide).getByRole('img'));
    expect(images.map((image) => image.getAttribute('alt'))).toContain(
      'Preview of the Runway Calculator',
    );
    for (const [index, image] of images.entries()) {
      expect(image.getAttribute('width')).toBe('960');
      expect(image.getAttribute('height')).toBe('600');
      expect(image.getAttribute('decoding')).toBe('async');
      expect(image.getAttribute('loading')).toBe(index === 0 ? null : 'lazy');
    }
    const sources = slides().map((slide) => slide.querySelector('source')?.getAttribute('srcset'));
    expect(sources[3]).toBe('/previews/runway-calculator.jpg');
  });

  it('advances after 5 seconds, not before, silently', async () => {
    stubMotionPreference({ reduce: false });
    await renderCarousel();
    expect(ROTATION_INTERVAL_MS).toBe(5000);
    wait(4999);
    expect(current()).toEqual(['1 of 5']);
    wait(1);
    expect(current()).toEqual(['2 of 5']);
    expect(slides()[0]?.parentElement?.getAttribute('aria-live')).toBe('off');
    expect(screen.queryByText('Paused')).toBeNull();
  });

  it('loops from the fifth slide back to the first', async () => {
    stubMotionPreference({ reduce: false });
    await renderCarousel();
    wait(4 * 5000);
    expect(current()).toEqual(['5 of 5']);
    wait(5000);
    expect(current()).toEqual(['1 of 5']);
  });

  it('pauses while hovered, showing Paused, and resumes when the pointer leaves', async () => {
    stubMotionPreference({ reduce: false });
    const carousel = await renderCarousel();
    wait(3000);
    fireEvent.mouseEnter(carousel);
    expect(screen.getByText('Paused')).toBeTruthy();
    wait(20_000);
    expect(current()).toEqual(['1 of 5']);
    fireEvent.mouseLeave(carousel);
    expect(screen.queryByText('Paused')).toBeNull();
    wait(4999);
    expect(current()).toEqual(['1 of 5']);
    wait(1);
    expect(current()).toEqual(['2 of 5']);
  });

  it('stops when focus enters, announces changes politely, and starts again on request', async () => {
    stubMotionPreference({ reduce: false });
    await renderCarousel();
    const stop = screen.getByRole('button', { name: 'Stop automatic slide show' });
    act(() => stop.focus());
    expect(screen.getByText('Paused')).toBeTruthy();
    expect(slides()[0]?.parentElement?.getAttribute('aria-live')).toBe('polite');
    wait(20_000);
    expect(current()).toEqual(['1 of 5']);

    // Moving between the controls keeps it stopped; leaving does not restart it either.
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => screen.getByRole('button', { name: 'Next slide' }).blur());
    wait(20_000);
    expect(current()).toEqual(['1 of 5']);

    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    expect(screen.queryByText('Paused')).toBeNull();
    wait(5000);
    expect(current()).toEqual(['2 of 5']);
  });

  it('never advances by itself when the user prefers reduced motion', async () => {
    stubMotionPreference({ reduce: true });
    await renderCarousel();
    wait(60_000);
    expect(current()).toEqual(['1 of 5']);
    expect(screen.queryByText('Paused')).toBeNull();
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toEqual(['2 of 5']);
  });

  it('stops rotating as soon as the user turns reduced motion on', async () => {
    const preference = stubMotionPreference({ reduce: false });
    await renderCarousel();
    wait(5000);
    expect(current()).toEqual(['2 of 5']);
    preference.change(true);
    wait(60_000);
    expect(current()).toEqual(['2 of 5']);
  });

  it('moves with the previous, next and slide buttons, wrapping at both ends', async () => {
    stubMotionPreference({ reduce: true });
    await renderCarousel();
    const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
    press('Previous slide');
    expect(current()).toEqual(['5 of 5']);
    press('Next slide');
    expect(current()).toEqual(['1 of 5']);
    press('Next slide');
    expect(current()).toEqual(['2 of 5']);
    press('Slide 4: Runway Calculator');
    expect(current()).toEqual(['4 of 5']);
    expect(
      screen
        .getByRole('button', { name: 'Slide 4: Runway Calculator' })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect(screen.getAllByRole('button', { name: /^Slide \d: / })).toHaveLength(5);
  });

  it('shows Preview unavailable in place of an image that fails to load', async () => {
    stubMotionPreference({ reduce: true });
    await renderCarousel();
    const [first, second] = slides();
    fireEvent.error(within(second!).getByRole('img'));
    expect(within(second!).getByText('Preview unavailable')).toBeTruthy();
    expect(within(second!).queryByRole('img')).toBeNull();
    expect(within(first!).getByRole('img')).toBeTruthy();
  });
});
