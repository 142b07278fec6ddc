/**
 * Loading skeletons (spec 1 §2 "Loading skeleton"): grey shapes of the size of what is coming, so
 * the page does not move when it arrives. Each group announces itself once as loading to screen
 * readers; the shapes themselves are hidden from them.
 */
import * as css from './Skeleton.css';

/** OUR WORDING. */
export const LOADING_LABEL = 'Loading…';

export function SkeletonBlock({
  width = '100%',
  height,
  aspectRatio,
}: {
  readonly width?: string;
  readonly height?: string;
  readonly aspectRatio?: string;
}) {
  return <span className={css.block} style={{ width, height, aspectRatio }} aria-hidden="true" />;
}

export function SkeletonText({ lines = 3 }: { readonly lines?: number }) {
  return (
    <span className={css.lines} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <SkeletonBlock key={i} height="1em" width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}

/** A grid of deal-card shapes (16:9 image, title, merchant, price), as DealGrid lays them out. */
export function DealGridSkeleton({
  count = 9,
  label = LOADING_LABEL,
}: {
  readonly count?: number;
  readonly label?: string;
}) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className={css.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={css.card}>
            <SkeletonBlock aspectRatio="16 / 9" />
            <span className={css.cardBody}>
              <SkeletonBlock height="1.2em" />
              <SkeletonBlock height="0.9em" width="50%" />
              <SkeletonBlock height="1.4em" width="35%" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A block of text shapes for an article or a static page. */
export function PageSkeleton({ label = LOADING_LABEL }: { readonly label?: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <SkeletonBlock height="2em" width="50%" />
      <SkeletonText lines={6} />
    </div>
  );
}
