/**
 * A small least-recently-used cache keyed by file content. Re-checking after an edit finds the
 * unchanged files here and re-parses only the changed ones. Bounded by entry count and by the
 * total length of the cached keys, so a few huge files cannot pin unbounded memory.
 */
export class ContentCache<V> {
  private readonly map = new Map<string, V>();
  private chars = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxChars: number,
  ) {}

  /** The cached value for this content, marking it as most recently used. */
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, value);
    return value;
  }

  /** Caches a value; contents longer than the whole budget are not kept. */
  set(key: string, value: V): void {
    if (key.length > this.maxChars) return;
    if (this.map.has(key)) {
      this.map.delete(key);
      this.chars -= key.length;
    }
    this.map.set(key, value);
    this.chars += key.length;
    while (this.map.size > this.maxEntries || this.chars > this.maxChars) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.map.delete(oldest.value);
      this.chars -= oldest.value.length;
    }
  }

  /** Returns the cached value or computes, caches and returns it. */
  getOrCreate(key: string, create: (key: string) => V): V {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = create(key);
    this.set(key, value);
    return value;
  }

  clear(): void {
    this.map.clear();
    this.chars = 0;
  }

  get size(): number {
    return this.map.size;
  }
}
