import { useState } from 'react';
import type { FeaturedTool } from './featured-tools';
import { previewSize } from './featured-tools';

/**
 * One transparent pixel for screens below the carousel's breakpoint, where its <source> does
 * not match: a phone, which never shows the carousel, downloads no preview, not even the
 * first one, which is not lazy.
 */
const blankPixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The width from which the carousel shows (Tailwind's lg, as in ToolCarousel). */
const carouselMedia = '(min-width: 64rem)';

/**
 * A featured tool's screenshot, or a "Preview unavailable" box of the same size when it fails
 * to load. `lazy` defers the slides after the first until the carousel is near the viewport.
 */
export function PreviewImage({ tool, lazy }: { tool: FeaturedTool; lazy: boolean }) {
  const [failed, setFailed] = useState(false);
  const frame = 'aspect-[8/5] w-full rounded-xl border border-slate-200 shadow-sm';
  if (failed) {
    return (
      <div className={`${frame} flex items-center justify-center bg-slate-100 text-slate-600`}>
        Preview unavailable
      </div>
    );
  }
  return (
    <picture>
      <source media={carouselMedia} srcSet={tool.preview} />
      <img
        src={blankPixel}
        alt={`Preview of the ${tool.calculator.title}`}
        width={previewSize.width}
        height={previewSize.height}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
        onError={() => setFailed(true)}
        className={`${frame} h-auto bg-white object-cover object-top`}
      />
    </picture>
  );
}
