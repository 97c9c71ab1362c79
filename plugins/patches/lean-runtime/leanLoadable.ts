/**
 * What the browser bundle gets for `react-loadable` (@docusaurus/react-loadable 6.0.0,
 * lib/index.js), which Docusaurus's ComponentCreator (core lib/client/exports/ComponentCreator.js)
 * calls as `Loadable({...})` for the 404 page and `Loadable.Map({...})` for every route. Only
 * what the browser uses of it, with the same states and timings: the loaders run once per
 * component (`preload()` starts them, as Docusaurus does before hydrating and navigating);
 * while they run, or after one failed, it renders `loading` with `isLoading`, `pastDelay`
 * (after 200 ms), `timedOut` (never: no timeout is given), `error` and `retry`, which runs the
 * loaders again; once loaded it renders `render(loaded, props)`. A component first rendered
 * after its loaders finished renders the loaded tree at once, so hydration matches the server.
 * Left out: `Capture`, `preloadAll` and `preloadReady` (the server build, which keeps the
 * library, reports modules with them; the browser never calls them) and `webpack`/`modules`.
 */
import {createElement, useEffect, useState, type ComponentType, type ReactNode} from 'react';

type Loader = () => Promise<unknown>;

interface LoadState {
  loading: boolean;
  loaded: unknown;
  error: unknown;
  promise: Promise<unknown>;
}

export interface LoadingProps {
  isLoading: boolean;
  pastDelay: boolean;
  timedOut: boolean;
  error: unknown;
  retry: () => void;
}

interface Options {
  loader: Loader | Record<string, Loader>;
  loading: ComponentType<LoadingProps>;
  delay?: number;
  render?: (loaded: never, props: object) => ReactNode;
}

const DELAY = 200;

function load(loader: Loader): LoadState {
  const state = {loading: true, loaded: null, error: null} as unknown as LoadState;
  state.promise = loader().then(
    (loaded) => {
      state.loading = false;
      state.loaded = loaded;
      return loaded;
    },
    (error: unknown) => {
      state.loading = false;
      state.error = error;
      throw error;
    },
  );
  return state;
}

/** Every loader of the map at once; loaded when all are, failed when one fails. */
function loadMap(loaders: Record<string, Loader>): LoadState {
  const loaded: Record<string, unknown> = {};
  const state = {loading: true, loaded, error: null} as unknown as LoadState;
  const promises = Object.keys(loaders).map((key) =>
    load(loaders[key]!).promise.then((value) => {
      loaded[key] = value;
    }),
  );
  state.promise = Promise.all(promises).then(
    (values) => {
      state.loading = false;
      return values;
    },
    (error: unknown) => {
      state.loading = false;
      state.error = error;
      throw error;
    },
  );
  return state;
}

function defaultRender(loaded: {__esModule?: boolean; default?: ComponentType}, props: object): ReactNode {
  return createElement((loaded && loaded.__esModule ? loaded.default : loaded) as ComponentType, props);
}

function createLoadable(start: () => LoadState, options: Options) {
  let res: LoadState | undefined;
  const init = (): LoadState => (res ??= start());
  const restart = (): void => {
    res = start();
  };
  const render = options.render ?? defaultRender;
  const delay = options.delay ?? DELAY;

  function LoadableComponent(props: object): ReactNode {
    const current = init();
    const [state, setState] = useState(() => ({
      loading: current.loading,
      loaded: current.loaded,
      error: current.error,
      pastDelay: false,
    }));
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      const watched = init();
      if (!watched.loading && !state.loading) return undefined;
      let mounted = true;
      const timer = setTimeout(() => mounted && setState((s) => ({...s, pastDelay: true})), delay);
      const update = () => {
        clearTimeout(timer);
        if (mounted) setState((s) => ({...s, loading: watched.loading, loaded: watched.loaded, error: watched.error}));
      };
      watched.promise.then(update, update);
      return () => {
        mounted = false;
        clearTimeout(timer);
      };
      // Runs on mount and after each retry; the state it reads is the one that retry set.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [attempt]);
    if (state.loading || state.error) {
      const retry = () => {
        restart();
        setState((s) => ({...s, error: null, loading: true}));
        setAttempt((n) => n + 1);
      };
      return createElement(options.loading, {
        isLoading: state.loading,
        pastDelay: state.pastDelay,
        timedOut: false,
        error: state.error,
        retry,
      });
    }
    return state.loaded ? render(state.loaded as never, props) : null;
  }
  LoadableComponent.preload = (): Promise<unknown> => init().promise;
  return LoadableComponent;
}

function Loadable(options: Options & {loader: Loader}) {
  return createLoadable(() => load(options.loader), options);
}

Loadable.Map = function LoadableMap(options: Options & {loader: Record<string, Loader>}) {
  if (typeof options.render !== 'function') throw new Error('LoadableMap requires a `render(loaded, props)` function');
  return createLoadable(() => loadMap(options.loader), options);
};

export default Loadable;
