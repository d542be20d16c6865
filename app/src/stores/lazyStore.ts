/**
 * A store (or a group of stores) created on first load from a chunk of its own, so pages that never use it never
 * load its code (issue #11). Reading it before it has loaded is a bug of the caller and throws.
 */
export class LazyStore<T extends object> {
  readonly #name: string;
  readonly #create: () => Promise<T>;
  #value: T | null = null;
  #loading: Promise<T> | null = null;

  constructor(name: string, create: () => Promise<T>) {
    this.#name = name;
    this.#create = create;
  }

  /** Creates it once; every later call answers the same one. A chunk that failed to load is fetched again next time. */
  load(): Promise<T> {
    this.#loading ??= this.#create().then(
      (value) => (this.#value = value),
      (error: unknown) => {
        this.#loading = null;
        throw error;
      },
    );
    return this.#loading;
  }

  get current(): T {
    if (this.#value === null) throw new Error(`${this.#name} is not loaded yet: await its load first.`);
    return this.#value;
  }

  /** The store when it has loaded, else null (what resets and disposal act on). */
  get ifLoaded(): T | null {
    return this.#value;
  }
}
