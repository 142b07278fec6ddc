/**
 * A least-recently-used cache of rendered images, bounded by entries and by bytes, so a crawl of
 * many sizes cannot grow the process without limit.
 */
import * as O from 'fp-ts/Option';

export interface CachedImage {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly contentType: string;
  readonly etag: string;
}

export class ImageCache {
  private readonly entries = new Map<string, CachedImage>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly maxEntries = 4000,
  ) {}

  get(key: string): O.Option<CachedImage> {
    const entry = this.entries.get(key);
    if (entry === undefined) return O.none;
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return O.some(entry);
  }

  set(key: string, image: CachedImage): void {
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.bytes -= old.body.byteLength;
    }
    if (image.body.byteLength > this.maxBytes) return;
    this.entries.set(key, image);
    this.bytes += image.body.byteLength;
    while (this.bytes > this.maxBytes || this.entries.size > this.maxEntries) {
      const oldest = this.entries.entries().next();
      if (oldest.done === true) break;
      const [oldestKey, oldestImage] = oldest.value;
      this.entries.delete(oldestKey);
      this.bytes -= oldestImage.body.byteLength;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get byteSize(): number {
    return this.bytes;
  }
}
