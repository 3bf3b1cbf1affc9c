import { useSyncExternalStore } from 'react';

export type Updater<T> = T | ((previous: T) => T);

/** A tiny external store: one value, listeners, and a server snapshot that is always `initial`. */
export interface Store<T> {
  get(): T;
  set(next: Updater<T>): void;
  subscribe(listener: () => void): () => void;
  /** What the server renders and what hydration starts from: the empty value. */
  readonly initial: T;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    initial,
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface PersistOptions<T> {
  /** localStorage key. */
  key: string;
  initial: T;
  /** Turns the stored text into a value; throw or return undefined for a broken value. */
  parse: (raw: string) => T | undefined;
  /** Called when the stored value cannot be read; the store starts empty. */
  onReadError?: (error: unknown) => void;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // blocked storage (private mode, sandboxed iframe)
  }
}

/**
 * A store kept in localStorage (SPEC 3). It reads lazily on the first client access, so the
 * server and the hydration pass see `initial`; other tabs' writes arrive through `storage` events.
 */
export function createPersistedStore<T>(options: PersistOptions<T>): Store<T> {
  const inner = createStore(options.initial);
  const emptyText = JSON.stringify(options.initial);
  let loaded = false;

  function read(): T {
    const raw = storage()?.getItem(options.key);
    if (raw === null || raw === undefined) return options.initial;
    try {
      const value = options.parse(raw);
      if (value === undefined) throw new Error(`Unreadable ${options.key}`);
      return value;
    } catch (error) {
      (options.onReadError ?? ((e) => console.error(`Cannot read ${options.key}`, e)))(error);
      return options.initial;
    }
  }

  function load() {
    if (loaded || typeof window === 'undefined') return;
    loaded = true;
    inner.set(read());
    window.addEventListener('storage', (event) => {
      if (event.key === options.key || event.key === null) inner.set(read());
    });
  }

  return {
    initial: options.initial,
    get() {
      load();
      return inner.get();
    },
    set(next) {
      load();
      inner.set(next);
      const value = inner.get();
      try {
        const text = JSON.stringify(value);
        // An empty value leaves no key behind (logout and clear-all empty the storage).
        if (text === emptyText) storage()?.removeItem(options.key);
        else storage()?.setItem(options.key, text);
      } catch (error) {
        console.error(`Cannot save ${options.key}`, error); // a full or blocked storage keeps the value in memory
      }
    },
    subscribe(listener) {
      load();
      return inner.subscribe(listener);
    },
  };
}

/** Reads a store in a component; the server and hydration render the store's empty value. */
export function useStore<T, S = T>(store: Store<T>, select?: (value: T) => S): S {
  const pick = select ?? ((value: T) => value as unknown as S);
  return useSyncExternalStore(
    store.subscribe,
    () => pick(store.get()),
    () => pick(store.initial),
  );
}
