/**
 * The search worker: fetching and opening the index, ranking and highlighting run here,
 * off the page's main thread, so that a search never holds up typing or rendering.
 * client.ts starts it and sends it `init` once, then one message per call; each answer
 * carries the call's id.
 */
import {callSearcher, createSearcher, type Searcher, type SearcherCall} from './searcher';

export type ToWorker = {init: {base: string; origin: string}} | ({id: number} & SearcherCall);
export type FromWorker = {id: number; result: unknown} | {id: number; error: {name: string; message: string}};

/** The part of a dedicated worker's global scope used here (the project's types are the DOM's). */
interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
  postMessage(message: FromWorker): void;
}

const scope = self as unknown as WorkerScope;
let searcher: Searcher | null = null;

scope.addEventListener('message', ({data}) => {
  if ('init' in data) {
    searcher = createSearcher(data.init.base, data.init.origin);
    return;
  }
  const {id} = data;
  const answer = searcher ? callSearcher(searcher, data) : Promise.reject(new Error('Search worker: call before init'));
  answer.then(
    (result) => scope.postMessage({id, result}),
    (error: unknown) => {
      // Errors do not survive postMessage as errors: their name ("RetryError") and message do.
      const {name, message} = error instanceof Error ? error : new Error(String(error));
      scope.postMessage({id, error: {name, message}});
    },
  );
});
