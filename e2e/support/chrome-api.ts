/**
 * The few `chrome.*` calls the tests make inside the service worker (functions passed to
 * worker.evaluate are serialized and run there). Files that use it write
 * `declare const chrome: ChromeApi;` (module-scoped, so it never leaks into product code).
 */

type Area = 'local' | 'sync' | 'session';

export interface TabInfo {
  id: number;
  url?: string;
  windowId: number;
  active: boolean;
  title?: string;
}

export interface ChromeApi {
  tabs: {
    query(filter: Record<string, unknown>): Promise<TabInfo[]>;
    get(id: number): Promise<TabInfo>;
    create(props: { url: string; active?: boolean }): Promise<TabInfo>;
    update(id: number, props: Record<string, unknown>): Promise<TabInfo>;
  };
  storage: Record<
    Area,
    {
      get(keys: null | string | string[]): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
      clear(): Promise<void>;
    }
  >;
  contextMenus: { update(id: string, props: Record<string, unknown>): Promise<void> };
  notifications: {
    create: (...args: unknown[]) => unknown;
    getAll(): Promise<Record<string, boolean>>;
    clear(id: string): Promise<boolean>;
  };
  permissions: { getAll(): Promise<{ origins?: string[]; permissions?: string[] }> };
}
