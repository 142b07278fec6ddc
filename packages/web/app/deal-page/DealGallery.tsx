import type { ImageView } from './dealPageModel';
import * as css from './dealPage.css';

/**
 * The deal's pictures with their sizes set (no layout shift): the first loads at once with high
 * priority (it is the largest thing on the page), the others lazily, each a link to itself at full size.
 */
export function DealGallery({ images }: { readonly images: readonly ImageView[] }) {
  const [main, ...others] = images;
  if (main === undefined) return null;
  return (
    <div className={css.gallery}>
      <img
        className={css.mainImage}
        src={main.src}
        srcSet={main.srcSet}
        sizes="(min-width: 1200px) 700px, (min-width: 992px) 58vw, 100vw"
        alt={main.alt}
        width={main.width}
        height={main.height}
        loading="eager"
        fetchPriority="high"
        elementtiming="lead"
        decoding="async"
      />
      {others.length === 0 ? null : (
        <ul className={css.thumbs}>
          {others.map((image) => (
            <li key={image.src}>
              {/* Each further picture opens at full size. */}
              <a href={image.large}>
                <img
                  className={css.thumb}
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes="(min-width: 992px) 170px, 25vw"
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
