import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { FocusEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { featuredBadgeTones, featuredTools } from './featured-tools';
import { PreviewImage } from './preview-image';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** How long each slide shows while the carousel rotates. */
export const ROTATION_INTERVAL_MS = 5000;

const count = featuredTools.length;

const controlClass =
  'flex size-9 items-center justify-center rounded-full border border-slate-300 bg-white ' +
  'text-slate-700 shadow-sm hover:bg-slate-100 hover:text-slate-900';

function Icon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <path d={path} />
    </svg>
  );
}

const icons = {
  previous:
    'M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z',
  next: 'M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z',
  pause: 'M6 4h3v12H6zM11 4h3v12h-3z',
  play: 'M6 4.5v11a.5.5 0 0 0 .8.4l8-5.5a.5.5 0 0 0 0-.8l-8-5.5a.5.5 0 0 0-.8.4Z',
};

/**
 * The desktop carousel of five featured tools (product: platform#home-page), after the WAI-ARIA APG
 * carousel: it advances every 5 seconds and loops, pauses while hovered, stops when focus enters it
 * until the rotation button starts it again, and never moves for a user who prefers reduced
 * motion. Hidden below the lg breakpoint, where FeaturedToolCards stand in.
 */
export function ToolCarousel() {
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !reducedMotion && !hovered && !stopped;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(
      () => setCurrent((index) => (index + 1) % count),
      ROTATION_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [rotating]);

  const show = (index: number) => setCurrent((index + count) % count);

  // Focus arriving from outside stops the rotation, so a keyboard or screen reader user reads
  // a slide that stays put; moving between the controls does not, so Start takes effect.
  const stopOnFocusEntry = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setStopped(true);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured calculators"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={stopOnFocusEntry}
      className="hidden flex-col gap-4 lg:flex"
    >
      {/* First in the tab order (APG), shown under the slides. */}
      <div className="order-last flex items-center gap-2">
        {reducedMotion ? null : (
          <button
            type="button"
            aria-label={stopped ? 'Start automatic slide show' : 'Stop automatic slide show'}
            onClick={() => setStopped(!stopped)}
            className={controlClass}
          >
            <Icon path={stopped ? icons.play : icons.pause} />
          </button>
        )}
        <button
          type="button"
          aria-label="Previous slide"
          onClick={() => show(current - 1)}
          className={controlClass}
        >
          <Icon path={icons.previous} />
        </button>
        <div role="group" aria-label="Choose a slide" className="flex">
          {featuredTools.map(({ calculator }, index) => (
            <button
              key={calculator.id}
              type="button"
              aria-label={`Slide ${index + 1}: ${calculator.title}`}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
              className="group flex size-7 items-center justify-center rounded-full"
            >
              <span
                className={cn(
                  'size-2.5 rounded-full',
                  index === current ? 'bg-brand-700' : 'bg-slate-300 group-hover:bg-slate-400',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          aria-label="Next slide"
          onClick={() => show(current + 1)}
          className={controlClass}
        >
          <Icon path={icons.next} />
        </button>
        {reducedMotion || rotating ? null : (
          <span className="ml-auto rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-white">
            Paused
          </span>
        )}
      </div>
      {/* Silent while rotating: a slide change the user did not ask for is not announced. */}
      <div aria-live={rotating ? 'off' : 'polite'} className="grid">
        {featuredTools.map((tool, index) => (
          <div
            key={tool.calculator.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            // The outgoing slide fades out over the incoming one: it must take no click.
            inert={index !== current}
            className={cn(
              'relative col-start-1 row-start-1 transition-[opacity,visibility] duration-500 motion-reduce:transition-none',
              index !== current && 'invisible opacity-0',
            )}
          >
            <PreviewImage tool={tool} lazy={index > 0} />
            <p className="mt-4 flex items-start justify-between gap-3">
              <Link
                to={tool.calculator.route}
                className="text-lg font-semibold text-slate-900 after:absolute after:inset-0 hover:text-brand-800"
              >
                {tool.calculator.title}
              </Link>
              {tool.badge ? (
                <Badge tone={featuredBadgeTones[tool.badge]}>{tool.badge}</Badge>
              ) : null}
            </p>
            <p className="mt-1 text-slate-600">{tool.calculator.description}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
