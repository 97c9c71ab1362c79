// react-dom 18 ships no types and @types/react-dom is not installed; the unit tests use one function.
declare module 'react-dom/server' {
  import type {ReactElement} from 'react';
  export function renderToStaticMarkup(element: ReactElement): string;
}
