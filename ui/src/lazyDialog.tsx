import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { LoadingOverlay } from './LoadingOverlay';

/** A dialog whose code is loaded when it first opens, or before with `preload()`. */
export type LazyDialog<P extends object> = ComponentType<P> & {
  /** Loads the dialog's code now (once the page's first load is over: `whenNetworkQuiet`). */
  preload(): void;
};

/**
 * A dialog a page opens on demand, in a chunk of its own: its code (tables, date pickers) is not
 * downloaded, compiled and run before the page's first paint. Rendered, it shows the suite's
 * spinner over the window until its code is there, in its own `Suspense` (the page stays as it
 * is); a failed download reaches the page's error boundary like any render error.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () => {
    loading ??= load().then((component) => ({ default: component }));
    // A preload that failed is asked again when the dialog opens.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const Loaded = lazy(once);
  const Dialog = (props: P) => (
    <Suspense fallback={<LoadingOverlay open fullScreen />}>
      <Loaded {...props} />
    </Suspense>
  );
  return Object.assign(Dialog, {
    preload() {
      once().catch(() => undefined);
    },
  });
}
